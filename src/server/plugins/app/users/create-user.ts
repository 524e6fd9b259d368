/**
 * Creating a user: lower-cased email, a username derived from it, a display name.
 * A taken email is a conflict refusal on `email` (the route answers 409), whether the
 * pre-check sees it or the unique index catches a concurrent registration; a username taken meanwhile is picked again. A local
 * (password) account may not use a reserved `.invalid` address: those name provider
 * accounts without an email (auth/reserved-email.ts).
 */
import { onField } from '@domain/error-codes';
import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Role, User } from '@domain/schemas/user';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';
import { isReservedEmail } from '../../../auth/reserved-email';
import { conflicting, invalid, type WriteResult } from '../shared/refusal';
import { uniqueViolation } from '../shared/unique-violation';
import { displayName, toUser, type UserRow } from './to-user';
import { pickUsername } from './unique-username';

export interface NewUser {
  email: string;
  /** Null for accounts that only sign in through a provider. */
  passwordHash: string | null;
  firstName?: string | null;
  lastName?: string | null;
  /** Defaults to "First Last", then to the username. */
  displayName?: string;
  role: Role;
  provider: UserRow['provider'];
  providerSubject?: string | null;
  photoUrl?: string | null;
}

const emailTaken = () =>
  conflicting(
    'already_exists',
    'This email is already registered',
    onField('email', 'already_exists', 'Email is already registered'),
  );

/** Inserts the user and answers it in its public shape. */
export async function createUser(db: Db, input: NewUser): Promise<WriteResult<User>> {
  const email = input.email.toLowerCase();
  if (input.provider === 'local' && isReservedEmail(email)) {
    return invalid(
      onField('email', 'invalid_value', 'This email address cannot be registered'),
      'This email address cannot be registered',
    );
  }
  if ((await db.select({ id: users.id }).from(users).where(eq(users.email, email))).length) {
    return emailTaken();
  }
  for (let attempt = 0; ; attempt++) {
    const username = await pickUsername(db, email);
    try {
      const [row] = await db
        .insert(users)
        .values({
          id: uuidv7(),
          email,
          username,
          displayName:
            input.displayName || displayName(input.firstName, input.lastName) || username,
          firstName: input.firstName ?? null,
          lastName: input.lastName ?? null,
          role: input.role,
          provider: input.provider,
          providerSubject: input.providerSubject ?? null,
          passwordHash: input.passwordHash,
          photoUrl: input.photoUrl ?? null,
        })
        .returning();
      return toUser(row!);
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint?.includes('email')) return emailTaken();
      if (constraint?.includes('username') && attempt < 5) continue;
      throw error;
    }
  }
}
