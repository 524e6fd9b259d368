/** Maps a `users` row to the API's User shape; the password hash is left behind here. */
import type { User } from '@domain/schemas/user';
import type { users } from '../../../db/schema';

export type UserRow = typeof users.$inferSelect;

/** The public view of a user row (no password hash, no provider subject). */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    displayName: row.displayName,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    photoURL: row.photoUrl,
    provider: row.provider,
    createdAt: row.createdAt,
  };
}

/** "First Last", as shown when a user has not chosen a display name. */
export const displayName = (firstName?: string | null, lastName?: string | null) =>
  [firstName, lastName].filter(Boolean).join(' ').trim();
