/**
 * The user writes of the dashboard: create (with a password), change the role, reset the
 * password. Never retried on their own (a second POST could create the account twice).
 * Failures are the app client's `ApiCallError` (status 0 when no answer came).
 */
import type { Role, User } from '@domain/schemas/user';
import { api } from '@client/api/api-client';

export interface NewUser {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  password: string;
}

export const createUser = (input: NewUser) => api.post<User>('users', { json: input, retry: 0 });

export const changeRole = (id: string, role: Role) =>
  api.put<User>(`users/${id}/role`, { json: { role }, retry: 0 });

/** Sets a new password; the server also signs the user out everywhere. */
export const resetPassword = async (id: string, password: string): Promise<void> => {
  await api.put<unknown>(`users/${id}/reset-password`, { json: { password }, retry: 0 });
};
