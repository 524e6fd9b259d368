/**
 * Client-side checks of the sign-in and register forms, before any call: each returns
 * the i18n key of the message per field (namespace `auth`). The server checks again; its
 * refusals are said by their codes (lib/error-text.ts). Pure.
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
