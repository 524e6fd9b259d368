/**
 * The dashboard's poems: title, publication state, poet, theme, year, views and likes; searched
 * by title, text or poet and filtered by state, poet, theme, tag and recording (all in the URL);
 * ticked rows are published, retagged or moved to the trash together (poem-bulk-actions.tsx).
 */
import { useTranslation } from 'react-i18next';
import type { Poem } from '@domain/schemas/poem';
import '@client/i18n/namespaces/admin';
import { ResourceList } from '../resource/resource-list';
import type { ListColumn } from '../resource/list-table';
import { MirrorName } from '../resource/mirror-name';
import type { PoemListSearch } from './list-search';
import { PoemBulkActions } from './poem-bulk-actions';
import { PoemFilters } from './poem-filters';
import { PublicationBadge } from './publication-badge';
import { poemResource } from './resource';

interface Props {
  search: PoemListSearch;
  onSearchChange: (next: PoemListSearch, options?: { replace?: boolean }) => void;
}

export function PoemsList(props: Props) {
  const { t } = useTranslation('admin');
  const columns: ListColumn<Poem>[] = [
    { key: 'title', label: t('poems.columns.title'), sortField: 'title', render: (p) => p.title },
    {
      key: 'state',
      label: t('poems.columns.state'),
      render: (p) => <PublicationBadge publishedAt={p.publishedAt} />,
    },
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
      transfer="poems"
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
      load={poemResource.list}
      note={<PoemFilters search={props.search} onChange={(next) => props.onSearchChange(next)} />}
      columns={columns}
      rowName={(p) => p.title}
      remove={poemResource.delete}
      bulk={(selected, settled) => <PoemBulkActions selected={selected} settled={settled} />}
      newPath="/dashboard/poems/new"
      viewRoute="/dashboard/poems/$id"
      editRoute="/dashboard/poems/$id/edit"
    />
  );
}
