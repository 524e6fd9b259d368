/**
 * Asks before leaving a form with unsaved changes: inside the app through TanStack Router's
 * blocker (a dialog: stay, leave keeping the draft, or leave discarding it), and when the
 * tab is closed or reloaded through the browser's own `beforeunload` prompt. The draft is
 * already on the device either way, so even a forced close loses nothing.
 */
import { Button, Portal, Text } from '@chakra-ui/react';
import { useBlocker } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@client/components/ui/dialog';

interface Props {
  /** Whether leaving now would leave unsaved changes (read when the navigation starts). */
  shouldAsk: () => boolean;
  onLeave: () => void;
  onDiscard: () => void;
}

export function LeaveGuard({ shouldAsk, onLeave, onDiscard }: Props) {
  const { t } = useTranslation('admin-form');
  const blocker = useBlocker({
    shouldBlockFn: shouldAsk,
    enableBeforeUnload: shouldAsk,
    withResolver: true,
  });
  const open = blocker.status === 'blocked';
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(e) => !e.open && blocker.reset?.()}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="3">
            <Dialog.Header>
              <Dialog.Title>{t('leave.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{t('leave.body')}</Text>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap" gap="2">
              <Button variant="outline" onClick={() => blocker.reset?.()}>
                {t('leave.stay')}
              </Button>
              <Button
                variant="outline"
                onClick={() => {
                  onDiscard();
                  blocker.proceed?.();
                }}
              >
                {t('leave.discard')}
              </Button>
              <Button
                onClick={() => {
                  onLeave();
                  blocker.proceed?.();
                }}
              >
                {t('leave.leave')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
