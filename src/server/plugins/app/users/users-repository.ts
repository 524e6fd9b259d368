/**
 * Users: lookups for sign-in (by username or email, by provider subject), the
 * administrators' CRUD, role changes and password resets. Emails are stored lower-case;
 * usernames are derived from them (users/unique-username.ts). Every answer is the public
 * User shape except `findCredentials`, the one place the password hash comes out.
 * It does not hash passwords or issue tokens (src/server/auth, sessions-repository), but
 * linking a provider revokes the account's refresh tokens (see `linkProvider`).
 */
import { and, count, eq, or } from 'drizzle-orm';
import type { Role, User, UserUpdate } from '@domain/schemas/user';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';
import { toUser } from './to-user';
import { createUser, type NewUser } from './create-user';
import { listUsers, type UserListQuery } from './list-users';
import { lastAdminRefusal } from './last-admin-guard';
import type { WriteResult } from '../shared/refusal';
import { deleteById } from '../shared/delete-by-id';
import { repositoryPlugin } from '../shared/repository-plugin';
import { revokeRefreshTokensOf } from '../sessions/sessions-repository';

export function createUsersRepository(db: Db) {
  const byId = async (id: string) => (await db.select().from(users).where(eq(users.id, id)))[0];

  return {
    async findById(id: string): Promise<User | undefined> {
      const row = await byId(id);
      return row && toUser(row);
    },

    async findByEmail(email: string): Promise<User | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
      return row && toUser(row);
    },

    /** The user a login names (username or email) with its password hash. */
    async findCredentials(login: string) {
      const [row] = await db
        .select()
        .from(users)
        .where(or(eq(users.email, login.toLowerCase()), eq(users.username, login)))
        .limit(1);
      return row && { user: toUser(row), passwordHash: row.passwordHash };
    },

    async findByProvider(
      provider: 'google' | 'facebook',
      subject: string,
    ): Promise<User | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.provider, provider), eq(users.providerSubject, subject)))
        .limit(1);
      return row && toUser(row);
    },

    /**
     * Records that `id` now signs in with this provider account, after the provider proved
     * it owns the account's email. A password on the account proves nothing (registration
     * does not verify the email: someone may have registered the address first to wait for
     * its owner), so, in the same transaction, the password is cleared and every refresh
     * token revoked: only the email's owner keeps access, and may set a password by reset.
     * Undefined when the user does not exist.
     */
    linkProvider(
      id: string,
      provider: 'google' | 'facebook',
      subject: string,
      photoUrl?: string,
    ): Promise<User | undefined> {
      return db.transaction(async (tx) => {
        // FOR UPDATE: a concurrent password sign-in (sessions-repository, FOR SHARE) either
        // finishes first, and its token is revoked below, or waits and sees no password.
        const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
        if (!row) return undefined;
        const set: Partial<typeof users.$inferInsert> = {
          provider,
          providerSubject: subject,
          photoUrl: row.photoUrl ?? photoUrl ?? null,
          updatedAt: new Date().toISOString(),
        };
        const hadPassword = row.passwordHash !== null;
        if (hadPassword) set.passwordHash = null;
        const [linked] = await tx.update(users).set(set).where(eq(users.id, id)).returning();
        if (hadPassword) await revokeRefreshTokensOf(tx, id);
        return linked && toUser(linked);
      });
    },

    list: (query: UserListQuery) => listUsers(db, query),

    /** How many accounts there are. */
    async count(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(users);
      return row?.n ?? 0;
    },

    /** Creates a user with a fresh unique username; a taken email is refused on `email`. */
    create: (input: NewUser) => createUser(db, input),

    async update(id: string, patch: UserUpdate): Promise<User | undefined> {
      const set: Partial<typeof users.$inferInsert> = { updatedAt: new Date().toISOString() };
      if (patch.firstName !== undefined) set.firstName = patch.firstName;
      if (patch.lastName !== undefined) set.lastName = patch.lastName;
      if (patch.displayName !== undefined) set.displayName = patch.displayName;
      if (patch.photoURL !== undefined) set.photoUrl = patch.photoURL || null;
      const [row] = await db.update(users).set(set).where(eq(users.id, id)).returning();
      return row && toUser(row);
    },

    /** Changes the role; demoting the last administrator is refused (a conflict). */
    changeRole(id: string, role: Role): Promise<WriteResult<User | undefined>> {
      return db.transaction(async (tx) => {
        if (role !== 'ADMIN') {
          const refusal = await lastAdminRefusal(
            tx,
            id,
            'The last administrator cannot be demoted',
          );
          if (refusal) return refusal;
        }
        const set = { role, updatedAt: new Date().toISOString() };
        const [row] = await tx.update(users).set(set).where(eq(users.id, id)).returning();
        return row && toUser(row);
      });
    },

    /** Deletes a user (their refresh tokens go with them); the last administrator stays. */
    remove(id: string): Promise<WriteResult<boolean>> {
      return db.transaction(async (tx) => {
        const refusal = await lastAdminRefusal(tx, id, 'The last administrator cannot be deleted');
        if (refusal) return refusal;
        return deleteById(tx, users, id);
      });
    },

    async setPasswordHash(id: string, passwordHash: string): Promise<boolean> {
      const set = { passwordHash, updatedAt: new Date().toISOString() };
      const rows = await db
        .update(users)
        .set(set)
        .where(eq(users.id, id))
        .returning({ id: users.id });
      return rows.length > 0;
    },
  };
}

export type { NewUser };
export type UsersRepository = ReturnType<typeof createUsersRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    usersRepository: UsersRepository;
  }
}

export default repositoryPlugin('usersRepository', createUsersRepository);
