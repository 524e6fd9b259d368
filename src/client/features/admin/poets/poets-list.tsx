/** The dashboard's poets: name, status (Active / Deceased), years and poem count; searched by name. */
import { useTranslation } from 'react-i18next';
import type { Poet } from '@domain/schemas/poet';
import '@client/i18n/namespaces/admin';
import { ResourceList } from '../resource/resource-list';
import { TrashBulkActions } from '../resource/trash-bulk-actions';
import type { ListRouteProps } from '../resource/list-route-props';
import type { ListColumn } from '../resource/list-table';
import { poetResource } from './resource';
import { poetYears } from './poet-years';

export function PoetsList(props: ListRouteProps) {
  const { t } = useTranslation('admin');
  const columns: ListColumn<Poet>[] = [
    { key: 'name', label: t('poets.columns.name'), sortField: 'name', render: (p) => p.name },
    {
      key: 'status',
      label: t('poets.columns.status'),
      render: (p) => t(`poets.status.${p.status}`),
    },
    {
      key: 'years',
      label: t('poets.columns.years'),
      sortField: 'birthYear',
      wide: true,
      render: poetYears,
    },
    {
      key: 'poemCount',
      label: t('poets.columns.poemCount'),
      numeric: true,
      render: (p) => p.poemCount,
    },
  ];
  return (
    <ResourceList<Poet>
      transfer="poets"
      {...props}
      texts={{
        title: t('poets.title'),
        lead: t('poets.lead'),
        searchHint: t('poets.searchHint'),
        empty: t('poets.empty'),
        loadError: t('poets.loadError'),
        body: t('poets.deleteBody'),
        done: t('poets.deleted'),
        failed: t('poets.deleteError'),
        refusals: { still_referenced: t('delete.poetHasPoems') },
      }}
      load={poetResource.list}
      columns={columns}
      rowName={(p) => p.name}
      remove={poetResource.delete}
      bulk={(selected, settled) => (
        <TrashBulkActions
          selected={selected}
          settled={settled}
          rowName={(p) => p.name}
          remove={poetResource.delete}
        />
      )}
      newPath="/dashboard/poets/new"
      viewRoute="/dashboard/poets/$id"
      editRoute="/dashboard/poets/$id/edit"
    />
  );
}
