/**
 * The confirmation before a delete: an alert dialog naming the record, what will happen and
 * that it cannot be undone. Focus starts on Cancel (the safe choice); Escape cancels; while
 * the server is deleting, both buttons wait.
 */
import { Button, Portal, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@client/components/ui/dialog';
import '@client/i18n/namespaces/admin';
import type { DeleteController } from './use-delete-record';

export function ConfirmDeleteDialog({
  controller,
  body,
}: {
  controller: DeleteController;
  body: string;
}) {
  const { t } = useTranslation('admin');
  const cancelRef = useRef<HTMLButtonElement>(null);
  const { target, pending } = controller;
  return (
    <Dialog.Root
      role="alertdialog"
      open={target !== undefined}
      onOpenChange={(e) => {
        if (!e.open) controller.cancel();
      }}
      initialFocusEl={() => cancelRef.current}
      placement="center"
      size={{ base: 'xs', sm: 'sm' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('delete.title', { name: target?.name ?? '' })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{body}</Text>
            </Dialog.Body>
            <Dialog.Footer gap="3">
              <Button
                ref={cancelRef}
                variant="outline"
                disabled={pending}
                onClick={controller.cancel}
              >
                {t('common.cancel')}
              </Button>
              <Button
                colorPalette="error"
                loading={pending}
                loadingText={t('delete.pending')}
                onClick={controller.confirm}
              >
                {t('delete.confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
