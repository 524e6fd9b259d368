/** The dashboard's themes: the name in the interface language and in all four; no view screen (SPEC). */
import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Theme } from '@domain/schemas/theme';
import '@client/i18n/namespaces/admin';
import { pickLocalized } from '@domain/i18n/pick-localized';
import { htmlLangOf, LANGUAGES } from '@domain/i18n/languages';
import { useReaderLanguage } from '@client/lib/localized-text';
import { ResourceList } from '../resource/resource-list';
import type { ListRouteProps } from '../resource/list-route-props';
import type { ListColumn } from '../resource/list-table';
import { themeResource } from './resource';

export function ThemesList(props: ListRouteProps) {
  const { t } = useTranslation('admin');
  const { language } = useReaderLanguage();
  const name = (theme: Theme) => pickLocalized(theme.name, language)?.text ?? theme.id;
  const columns: ListColumn<Theme>[] = [
    { key: 'name', label: t('themes.columns.name'), render: name },
    {
      key: 'names',
      label: t('themes.columns.names'),
      wide: true,
      render: (theme) => (
        <Text as="span" color="fg.muted">
          {LANGUAGES.map((lng) => (
            <Text as="span" key={lng} lang={htmlLangOf(lng)} dir="auto" me="2">
              {theme.name[lng] || '—'}
            </Text>
          ))}
        </Text>
      ),
    },
    {
      key: 'createdAt',
      label: t('themes.columns.createdAt'),
      sortField: 'createdAt',
      render: (theme) => theme.createdAt.slice(0, 10),
    },
  ];
  return (
    <ResourceList<Theme>
      transfer="themes"
      {...props}
      texts={{
        title: t('themes.title'),
        lead: t('themes.lead'),
        searchHint: t('themes.searchHint'),
        empty: t('themes.empty'),
        loadError: t('themes.loadError'),
        body: t('themes.deleteBody'),
        done: t('themes.deleted'),
        failed: t('themes.deleteError'),
      }}
      load={themeResource.list}
      columns={columns}
      rowName={name}
      remove={themeResource.delete}
      newPath="/dashboard/themes/new"
      editRoute="/dashboard/themes/$id/edit"
    />
  );
}
