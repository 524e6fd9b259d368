/**
 * Resetting a user's password: ask (a confirm dialog), then a password is generated on this
 * device, sent, and shown once (PasswordReveal). The server signs the user out everywhere.
 * A failure keeps nothing and says why in a toast; offline, nothing is sent.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '@client/i18n/namespaces/admin-people';
import { ApiError } from '@client/api/api-error';
import { errorText } from '@client/lib/error-text';
import { showToast } from '../form/toasts';
import { resetPassword } from './resource';
import { generatePassword } from './generate-password';

export function useResetPassword(userId: string) {
  const { t } = useTranslation('admin-people');
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);
  const [shown, setShown] = useState<string>();

  async function confirm() {
    if (pending) return;
    setPending(true);
    const password = generatePassword();
    try {
      await resetPassword(userId, password);
      setShown(password);
    } catch (error) {
      const offline = error instanceof ApiError && error.offline;
      showToast({
        tone: 'error',
        title: t('users.reset.error'),
        description: offline ? t('users.errors.offline') : errorText(error),
      });
    } finally {
      setPending(false);
      setAsking(false);
    }
  }

  return {
    asking,
    pending,
    shown,
    ask: () => setAsking(true),
    cancel: () => !pending && setAsking(false),
    confirm: () => void confirm(),
    forget: () => setShown(undefined),
  };
}
