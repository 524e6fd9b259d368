/**
 * Changing a user's role, as safely as the API allows. Users carry no `version`, so before
 * the write the screen reads the account again: if someone changed its role since the
 * screen opened, nothing is sent and the screen says so (the new role shown, the choice
 * kept). An administrator removing their own role is asked first. The server's refusal of
 * the last administrator's demotion (409) is shown in plain words beside the field.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role, User } from '@domain/schemas/user';
import '@client/i18n/namespaces/admin-people';
import { ApiCallError } from '@client/api/api-error';
import { showToast } from '../form/toasts';
import { changeRole } from './actions';
import { getUser } from './queries';
import { userMessage } from './user-messages';

export type RoleNotice =
  | { kind: 'unchanged' | 'offline' }
  | { kind: 'changedMeanwhile'; role: Role }
  | { kind: 'refused'; message: string };

export function useRoleChange(user: User, isSelf: boolean, onSaved: (saved: User) => void) {
  const { t } = useTranslation('admin-people');
  const [role, setRole] = useState<Role>(user.role);
  const [base, setBase] = useState<Role>(user.role);
  const [notice, setNotice] = useState<RoleNotice | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);

  async function send() {
    setConfirming(false);
    setSaving(true);
    try {
      const now = await getUser(user.id);
      if (now.role !== base) {
        setBase(now.role);
        setNotice({ kind: 'changedMeanwhile', role: now.role });
        return;
      }
      const saved = await changeRole(user.id, role);
      setBase(saved.role);
      showToast({ tone: 'success', title: t('users.edit.saved'), description: saved.email });
      onSaved(saved);
    } catch (error) {
      const status = (error as { status?: number }).status;
      if (status === 0) setNotice({ kind: 'offline' });
      else {
        const message = error instanceof ApiCallError ? error.message : String(error);
        setNotice({ kind: 'refused', message: userMessage(t, message) });
        if (status !== 409) showToast({ tone: 'error', title: t('users.edit.saveError') });
      }
    } finally {
      setSaving(false);
    }
  }

  function save() {
    if (saving) return;
    setNotice(null);
    if (role === base) return setNotice({ kind: 'unchanged' });
    if (navigator.onLine === false) return setNotice({ kind: 'offline' });
    if (isSelf && role !== 'ADMIN') return setConfirming(true);
    void send();
  }

  return {
    role,
    setRole: (next: Role) => {
      setRole(next);
      setNotice(null);
    },
    isDirty: role !== base,
    notice,
    saving,
    confirming,
    save,
    confirm: () => void send(),
    cancel: () => setConfirming(false),
  };
}
