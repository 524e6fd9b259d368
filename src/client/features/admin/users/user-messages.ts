/**
 * The server's and the domain's user messages (English, the same on both sides) in the
 * administrator's language: the last-administrator refusals, one's own account, a taken
 * address and the user schema's rules. A message we do not know is shown as it came.
 */
import type { TFunction } from 'i18next';
import '@client/i18n/namespaces/admin-people';

type Key =
  | 'users.errors.lastAdminDemote'
  | 'users.errors.lastAdminDelete'
  | 'users.errors.selfDelete'
  | 'users.errors.emailTaken'
  | 'users.validation.email'
  | 'users.validation.passwordShort'
  | 'users.validation.passwordLong'
  | 'users.validation.firstName'
  | 'users.validation.lastName'
  | 'users.validation.role';

const KNOWN: Record<string, Key> = {
  'The last administrator cannot be demoted': 'users.errors.lastAdminDemote',
  'The last administrator cannot be deleted': 'users.errors.lastAdminDelete',
  'You cannot delete your own account': 'users.errors.selfDelete',
  'This email is already registered': 'users.errors.emailTaken',
  'Email is already registered': 'users.errors.emailTaken',
  'Email must be a valid address': 'users.validation.email',
  'Password is required': 'users.validation.passwordShort',
  'Password must have at least 8 characters': 'users.validation.passwordShort',
  'Password must have at most 200 characters': 'users.validation.passwordLong',
  'First name is required': 'users.validation.firstName',
  'Last name is required': 'users.validation.lastName',
  'Role must be ADMIN or USER': 'users.validation.role',
};

/** `message` in the interface language (`t` of the admin-people namespace). */
export function userMessage(t: TFunction<'admin-people'>, message: string): string {
  const key = KNOWN[message];
  return key ? t(key) : message;
}

/** The server's refusals of a delete, translated, for the delete dialog's toast. */
export const deleteRefusals = (t: TFunction<'admin-people'>): Record<string, string> => ({
  'The last administrator cannot be deleted': t('users.errors.lastAdminDelete'),
  'You cannot delete your own account': t('users.errors.selfDelete'),
});
