/** The dashboard's poems: title, poet, theme, year, views and likes; searched by title, text or poet. */
import { useTranslation } from 'react-i18next';
import type { Poem } from '@domain/schemas/poem';
import '@client/i18n/namespaces/admin';
import { ResourceList } from '../resource/resource-list';
import type { ListRouteProps } from '../resource/list-route-props';
import type { ListColumn } from '../resource/list-table';
import { MirrorName } from '../resource/mirror-name';
import { listPoems, poemApiPath } from './queries';

export function PoemsList(props: ListRouteProps) {
  const { t } = useTranslation('admin');
  const columns: ListColumn<Poem>[] = [
    { key: 'title', label: t('poems.columns.title'), sortField: 'title', render: (p) => p.title },
    {
      key: 'poet',
      label: t('poems.columns.poet'),
      render: (p) => <MirrorName table="poets" id={p.poetId} />,
    },
    {
      key: 'theme',
      label: t('poems.columns.theme'),
      wide: true,
      render: (p) => (p.themeId ? <MirrorName table="themes" id={p.themeId} /> : '—'),
    },
    {
      key: 'year',
      label: t('poems.columns.year'),
      sortField: 'year',
      numeric: true,
      render: (p) => p.year ?? '—',
    },
    {
      key: 'views',
      label: t('poems.columns.views'),
      sortField: 'views',
      numeric: true,
      wide: true,
      render: (p) => p.views,
    },
    {
      key: 'likes',
      label: t('poems.columns.likes'),
      sortField: 'likes',
      numeric: true,
      wide: true,
      render: (p) => p.likes,
    },
  ];
  return (
    <ResourceList<Poem>
      {...props}
      texts={{
        title: t('poems.title'),
        lead: t('poems.lead'),
        searchHint: t('poems.searchHint'),
        empty: t('poems.empty'),
        loadError: t('poems.loadError'),
        body: t('poems.deleteBody'),
        done: t('poems.deleted'),
        failed: t('poems.deleteError'),
      }}
      load={listPoems}
      columns={columns}
      rowName={(p) => p.title}
      apiPath={poemApiPath}
      newPath="/dashboard/poems/new"
      viewPath={(p) => `/dashboard/poems/${p.id}`}
      editPath={(p) => `/dashboard/poems/${p.id}/edit`}
    />
  );
}
