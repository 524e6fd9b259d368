/**
 * The dashboard's yes/no question before a consequential step (a delete, a password reset,
 * removing one's own administrator role): an alert dialog, focus on Cancel (the safe
 * choice), Escape cancels; while the step runs, both buttons wait.
 */
import { Button, Portal, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import '@client/i18n/namespaces/admin';
import { Dialog } from '@client/components/ui/dialog';

interface Props {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  pendingLabel?: string;
  pending?: boolean;
  tone?: 'error' | 'primary';
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog(props: Props) {
  const { t } = useTranslation('admin');
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      role="alertdialog"
      open={props.open}
      onOpenChange={(e) => {
        if (!e.open) props.onCancel();
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
              <Dialog.Title>{props.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{props.body}</Text>
            </Dialog.Body>
            <Dialog.Footer gap="3">
              <Button
                ref={cancelRef}
                variant="outline"
                disabled={props.pending}
                onClick={props.onCancel}
              >
                {t('common.cancel')}
              </Button>
              <Button
                colorPalette={props.tone ?? 'error'}
                loading={props.pending}
                loadingText={props.pendingLabel}
                onClick={props.onConfirm}
              >
                {props.confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
