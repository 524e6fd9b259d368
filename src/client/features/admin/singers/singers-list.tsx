/** The dashboard's singers (reciters): name, the start of the biography, when added; by name. */
import { useTranslation } from 'react-i18next';
import type { Singer } from '@domain/schemas/singer';
import '@client/i18n/namespaces/admin-people';
import { ResourceList } from '../resource/resource-list';
import type { ListRouteProps } from '../resource/list-route-props';
import type { ListColumn } from '../resource/list-table';
import { DAY, useDateFormat } from '../resource/use-date-format';
import { singerResource } from './resource';

const BIOGRAPHY_PREVIEW = 80;

const preview = (text: string | null) =>
  !text ? '—' : text.length > BIOGRAPHY_PREVIEW ? `${text.slice(0, BIOGRAPHY_PREVIEW)}…` : text;

export function SingersList(props: ListRouteProps) {
  const { t } = useTranslation('admin-people');
  const date = useDateFormat(DAY);
  const columns: ListColumn<Singer>[] = [
    { key: 'name', label: t('singers.columns.name'), sortField: 'name', render: (s) => s.name },
    {
      key: 'biography',
      label: t('singers.columns.biography'),
      wide: true,
      render: (s) => preview(s.biography),
    },
    {
      key: 'createdAt',
      label: t('singers.columns.createdAt'),
      sortField: 'createdAt',
      render: (s) => date.format(new Date(s.createdAt)),
    },
  ];
  return (
    <ResourceList<Singer>
      transfer="singers"
      {...props}
      texts={{
        title: t('singers.title'),
        lead: t('singers.lead'),
        searchHint: t('singers.searchHint'),
        empty: t('singers.empty'),
        loadError: t('singers.loadError'),
        body: t('singers.deleteBody'),
        done: t('singers.deleted'),
        failed: t('singers.deleteError'),
      }}
      load={singerResource.list}
      columns={columns}
      rowName={(s) => s.name}
      remove={singerResource.delete}
      newPath="/dashboard/singers/new"
      viewRoute="/dashboard/singers/$id"
      editRoute="/dashboard/singers/$id/edit"
    />
  );
}
