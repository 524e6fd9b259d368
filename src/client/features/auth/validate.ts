/**
 * Client-side checks of the sign-in and register forms, before any call: each returns
 * the i18n key of the message per field (namespace `auth`). The server checks again and
 * its messages are shown too. Pure.
 */
import { EMAIL_PATTERN, PASSWORD_MIN_LENGTH } from '@domain/accounts';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export function validateLogin(v: { username: string; password: string }) {
  const errors: FieldErrors<'username' | 'password'> = {};
  if (!v.username.trim()) errors.username = 'errors.usernameRequired';
  if (!v.password) errors.password = 'errors.passwordRequired';
  return errors;
}

export function validateRegister(v: {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}) {
  const errors: FieldErrors<'firstName' | 'lastName' | 'email' | 'password'> = {};
  if (!v.firstName.trim()) errors.firstName = 'errors.firstNameRequired';
  if (!v.lastName.trim()) errors.lastName = 'errors.lastNameRequired';
  if (!v.email.trim()) errors.email = 'errors.emailRequired';
  else if (!EMAIL_PATTERN.test(v.email.trim())) errors.email = 'errors.emailInvalid';
  if (!v.password) errors.password = 'errors.passwordRequired';
  else if (v.password.length < PASSWORD_MIN_LENGTH) errors.password = 'errors.passwordTooShort';
  return errors;
}

/** The server's English messages we know, as i18n keys; others are shown as they come. */
const SERVER_MESSAGES: Record<string, string> = {
  'Invalid username or password': 'errors.invalidCredentials',
  'Email must be a valid address': 'errors.emailInvalid',
  'Password must have at least 8 characters': 'errors.passwordTooShort',
  'This email address cannot be registered': 'errors.emailReserved',
  'Something went wrong': 'errors.generic',
};

/** The i18n key for a server message, or undefined to show the message itself. */
export function serverMessageKey(message: string): string | undefined {
  if (SERVER_MESSAGES[message]) return SERVER_MESSAGES[message];
  if (/already (exists|registered|in use|taken)/i.test(message)) return 'errors.emailTaken';
  if (/too many/i.test(message)) return 'errors.tooMany';
  return undefined;
}
