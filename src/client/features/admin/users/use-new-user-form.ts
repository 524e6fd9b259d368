/**
 * The controller of the new-user form: values, per-field messages (the domain's
 * UserCreateSchema here, the server's `fields` after a 400 or a taken address), the
 * password chosen or generated, the draft, and the create. Refused offline (never queued).
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldMessages } from '@domain/errors';
import { UserCreateSchema, type Role, type User } from '@domain/schemas/user';
import '@client/i18n/namespaces/admin-people';
import { ApiCallError } from '@client/api/api-error';
import { NEW_RECORD } from '@client/db/drafts';
import { showToast } from '../form/toasts';
import { useAutosave } from '../form/use-autosave';
import { createUser } from './actions';
import { generatePassword } from './generate-password';
import { userMessage } from './user-messages';

export type PasswordMode = 'generate' | 'choose';

const EMPTY = { email: '', firstName: '', lastName: '', role: 'USER' };
type Values = typeof EMPTY;

/** Whether these values differ from an empty form (anything worth keeping). */
const changed = (values: Record<string, unknown>) =>
  (Object.keys(EMPTY) as (keyof Values)[]).some(
    (name) => (values[name] ?? EMPTY[name]) !== EMPTY[name],
  );

export function useNewUserForm(onCreated: (user: User, generated: string | undefined) => void) {
  const { t } = useTranslation('admin-people');
  const [values, setValues] = useState<Values>(EMPTY);
  const [mode, setMode] = useState<PasswordMode>('generate');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<'offline' | 'invalid' | null>(null);
  const [saving, setSaving] = useState(false);
  /** Set once the account exists: leaving the form then loses nothing. */
  const created = useRef(false);
  const isDirty = changed(values);
  // The dashboard's one autosave; the password is never in it (a draft is plain IndexedDB).
  const draft = useAutosave({
    key: { form: 'user', recordId: NEW_RECORD },
    content: isDirty ? { values, base: {}, baseVersion: null } : null,
    differs: (earlier) => changed(earlier.values),
  });

  const setValue = (name: keyof Values | 'password', value: string) => {
    if (name === 'password') setPassword(value);
    else setValues((v) => ({ ...v, [name]: value }));
    setErrors(({ [name]: _cleared, ...rest }) => rest);
  };

  async function save() {
    if (saving) return;
    setNotice(null);
    const generated = mode === 'generate' ? generatePassword() : undefined;
    const parsed = UserCreateSchema.safeParse({ ...values, password: generated ?? password });
    if (!parsed.success) {
      setErrors(fieldMessages(parsed.error.issues));
      setNotice('invalid');
      return;
    }
    if (navigator.onLine === false) return setNotice('offline');
    setSaving(true);
    try {
      const user = await createUser(parsed.data);
      created.current = true;
      setValues(EMPTY);
      setPassword('');
      await draft.discard();
      showToast({ tone: 'success', title: t('users.new.created'), description: user.email });
      onCreated(user, generated);
    } catch (error) {
      if (error instanceof ApiCallError && error.status === 0) setNotice('offline');
      else if (error instanceof ApiCallError && Object.keys(error.fields).length) {
        setErrors(error.fields);
        setNotice('invalid');
      } else {
        const message = error instanceof Error ? error.message : String(error);
        showToast({
          tone: 'error',
          title: t('users.new.createError'),
          description: userMessage(t, message),
        });
      }
    } finally {
      setSaving(false);
    }
  }

  return {
    values: { ...values, role: values.role as Role },
    mode,
    setMode,
    password,
    setValue,
    errorOf: (name: string) => (errors[name] ? userMessage(t, errors[name]) : undefined),
    notice,
    saving,
    /** Whether leaving now would lose what was typed (read when a navigation starts). */
    shouldAsk: () => !created.current && (isDirty || password !== ''),
    draftOffer: draft.offer,
    restoreDraft: () => {
      const earlier = draft.takeOffer()?.values ?? {};
      setValues((v) => {
        const next = { ...v };
        for (const name of Object.keys(EMPTY) as (keyof Values)[])
          if (typeof earlier[name] === 'string') next[name] = earlier[name];
        return next;
      });
    },
    discardDraft: draft.dropOffer,
    /** Writes the draft now (leaving the form keeps it). */
    keepDraft: draft.flush,
    /** Deletes the draft (leaving the form discards what was typed). */
    dropDraft: draft.discard,
    save: () => void save(),
  };
}
