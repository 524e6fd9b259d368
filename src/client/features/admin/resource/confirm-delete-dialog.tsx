/**
 * The confirmation before a delete: an alert dialog naming the record, what will happen and
 * that it cannot be undone (the dashboard's ConfirmDialog, driven by useDeleteRecord).
 */
import { useTranslation } from 'react-i18next';
import '@client/i18n/namespaces/admin';
import { ConfirmDialog } from './confirm-dialog';
import type { DeleteController } from './use-delete-record';

export function ConfirmDeleteDialog({
  controller,
  body,
}: {
  controller: DeleteController;
  body: string;
}) {
  const { t } = useTranslation('admin');
  return (
    <ConfirmDialog
      open={controller.target !== undefined}
      title={t('delete.title', { name: controller.target?.name ?? '' })}
      body={body}
      confirmLabel={t('delete.confirm')}
      pendingLabel={t('delete.pending')}
      pending={controller.pending}
      onConfirm={controller.confirm}
      onCancel={controller.cancel}
    />
  );
}
