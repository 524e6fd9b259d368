/**
 * The one bulk action of lists whose delete moves a record to the trash (recordings, poets):
 * move the ticked rows there, asked first. A refusal (a poet who still has poems) is said
 * per row, like any bulk failure.
 */
import { useTranslation } from 'react-i18next';
import '@client/i18n/namespaces/admin';
import { BulkActions } from './bulk-actions';

export function TrashBulkActions<T extends { id: string }>({
  selected,
  settled,
  rowName,
  remove,
}: {
  selected: T[];
  settled: (failedIds: string[]) => void;
  rowName: (row: T) => string;
  /** The resource's delete (to the trash). */
  remove: (id: string) => Promise<void>;
}) {
  const { t } = useTranslation('admin');
  return (
    <BulkActions
      selected={selected}
      settled={settled}
      rowName={rowName}
      actions={[
        {
          key: 'trash',
          label: t('bulk.trash'),
          tone: 'error',
          confirm: {
            title: t('bulk.trashTitle'),
            body: t('bulk.trashBody', { count: selected.length }),
          },
          run: (row) => remove(row.id),
        },
      ]}
    />
  );
}
