/** The dashboard's tags: name and creation date; no view screen (SPEC). */
import { useTranslation } from 'react-i18next';
import type { Tag } from '@domain/schemas/tag';
import '@client/i18n/namespaces/admin';
import { ResourceList } from '../resource/resource-list';
import type { ListRouteProps } from '../resource/list-route-props';
import type { ListColumn } from '../resource/list-table';
import { tagResource } from './resource';

export function TagsList(props: ListRouteProps) {
  const { t } = useTranslation('admin');
  const columns: ListColumn<Tag>[] = [
    { key: 'name', label: t('tags.columns.name'), sortField: 'name', render: (tag) => tag.name },
    {
      key: 'createdAt',
      label: t('tags.columns.createdAt'),
      sortField: 'createdAt',
      render: (tag) => tag.createdAt.slice(0, 10),
    },
  ];
  return (
    <ResourceList<Tag>
      transfer="tags"
      {...props}
      texts={{
        title: t('tags.title'),
        lead: t('tags.lead'),
        searchHint: t('tags.searchHint'),
        empty: t('tags.empty'),
        loadError: t('tags.loadError'),
        body: t('tags.deleteBody'),
        done: t('tags.deleted'),
        failed: t('tags.deleteError'),
      }}
      load={tagResource.list}
      columns={columns}
      rowName={(tag) => tag.name}
      remove={tagResource.delete}
      newPath="/dashboard/tags/new"
      editRoute="/dashboard/tags/$id/edit"
    />
  );
}
