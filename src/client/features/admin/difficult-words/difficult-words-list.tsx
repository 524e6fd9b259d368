/**
 * The dashboard's difficult words (SPEC sections 2 and 3): word, definition, explanation and
 * the poem, by its title and its id (`poemId`, as SPEC's table shows it); searched by word.
 */
import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { DifficultWord } from '@domain/schemas/difficult-word';
import '@client/i18n/namespaces/admin';
import { IdText } from '../resource/id-text';
import { MirrorName } from '../resource/mirror-name';
import { ResourceList } from '../resource/resource-list';
import type { ListRouteProps } from '../resource/list-route-props';
import type { ListColumn } from '../resource/list-table';
import { difficultWordApiPath, listDifficultWords } from './queries';

export function DifficultWordsList(props: ListRouteProps) {
  const { t } = useTranslation('admin');
  const columns: ListColumn<DifficultWord>[] = [
    {
      key: 'word',
      label: t('difficultWords.columns.word'),
      sortField: 'word',
      render: (w) => w.word,
    },
    {
      key: 'definition',
      label: t('difficultWords.columns.definition'),
      render: (w) => <Text lineClamp={3}>{w.definition}</Text>,
    },
    {
      key: 'explanation',
      label: t('difficultWords.columns.explanation'),
      wide: true,
      render: (w) => (w.explanation ? <Text lineClamp={3}>{w.explanation}</Text> : '—'),
    },
    {
      key: 'poem',
      label: t('difficultWords.columns.poem'),
      render: (w) =>
        w.poemId ? (
          <Stack gap="0.5">
            <MirrorName table="poems" id={w.poemId} />
            <IdText id={w.poemId} />
          </Stack>
        ) : (
          <Text as="span" color="fg.muted">
            {t('difficultWords.general')}
          </Text>
        ),
    },
  ];
  return (
    <ResourceList<DifficultWord>
      {...props}
      texts={{
        title: t('difficultWords.title'),
        lead: t('difficultWords.lead'),
        searchHint: t('difficultWords.searchHint'),
        empty: t('difficultWords.empty'),
        loadError: t('difficultWords.loadError'),
        body: t('difficultWords.deleteBody'),
        done: t('difficultWords.deleted'),
        failed: t('difficultWords.deleteError'),
      }}
      load={listDifficultWords}
      columns={columns}
      rowName={(w) => w.word}
      apiPath={difficultWordApiPath}
      newPath="/dashboard/difficult-words/new"
      viewPath={(w) => `/dashboard/difficult-words/${w.id}`}
      editPath={(w) => `/dashboard/difficult-words/${w.id}/edit`}
    />
  );
}
