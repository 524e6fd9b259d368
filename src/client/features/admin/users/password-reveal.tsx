/**
 * A new password shown once (after a reset, or a generated one at creation): read-only,
 * in a monospace field the administrator can select, with a Copy button. It lives only in
 * this dialog's props: closing it is the last time anyone sees it (nothing stores it).
 */
import { Button, HStack, Input, Portal, Stack, Text, chakra } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '@client/i18n/namespaces/admin-people';
import { Dialog } from '@client/components/ui/dialog';

interface Props {
  /** The password to show; the dialog is open while it is set. */
  password: string | undefined;
  title: string;
  body: string;
  onClose: () => void;
}

export function PasswordReveal({ password, title, body, onClose }: Props) {
  const { t } = useTranslation('admin-people');
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const inputId = useId();
  const close = () => {
    setCopy('idle');
    onClose();
  };
  const copyPassword = async () => {
    try {
      await navigator.clipboard.writeText(password ?? '');
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  return (
    <Dialog.Root
      role="alertdialog"
      open={password !== undefined}
      // Only the button closes it: an Escape or a click outside must not lose the password.
      closeOnEscape={false}
      closeOnInteractOutside={false}
      placement="center"
      size={{ base: 'xs', sm: 'md' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>{body}</Text>
                <chakra.label htmlFor={inputId} fontWeight="semibold" textStyle="sm">
                  {t('users.fields.password')}
                </chakra.label>
                <HStack gap="2">
                  <Input
                    id={inputId}
                    readOnly
                    value={password ?? ''}
                    fontFamily="mono"
                    dir="ltr"
                    data-testid="new-password"
                    onFocus={(e) => e.currentTarget.select()}
                  />
                  <Button variant="outline" onClick={() => void copyPassword()}>
                    {t('users.reset.copy')}
                  </Button>
                </HStack>
                <Text role="status" aria-live="polite" textStyle="sm" color="fg.muted" minH="5">
                  {copy === 'copied'
                    ? t('users.reset.copied')
                    : copy === 'failed'
                      ? t('users.reset.copyFailed')
                      : ''}
                </Text>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="primary" onClick={close}>
                {t('users.reset.close')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
