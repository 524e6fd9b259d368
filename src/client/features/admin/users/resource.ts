/**
 * The dashboard's users at /api/users (every user route is admin-only, reads included): a
 * page searched by name or e-mail with `q` and filtered by `role`, one user, the delete;
 * and the writes users have instead of a versioned update: create (with a password), the
 * role, the password reset. Those are never retried on their own (no Idempotency-Key on
 * this route: a second POST could create the account twice). Failures are the app client's
 * `ApiError` (status 0 when no answer came).
 */
import { UserCreateSchema, UserUpdateSchema, type Role, type User } from '@domain/schemas/user';
import { api } from '@client/api/api-client';
import { defineResource } from '../resource/define-resource';
import type { UserListSearch } from './list-search';

export const userResource = defineResource<User, UserListSearch>({
  path: 'users',
  createSchema: UserCreateSchema,
  updateSchema: UserUpdateSchema,
  filters: (search) => ({ role: search.role }),
});

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
