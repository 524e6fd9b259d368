/**
 * Sign-in sessions: refresh-token families and social sign-in states.
 *
 * A sign-in starts a family; each refresh marks the presented token used and issues the
 * next one in the same family. A token presented after it was used has leaked (or two
 * tabs raced): the whole family is revoked, so whoever holds the newest token is signed
 * out too. Only the SHA-256 of a token is stored (src/server/auth/refresh-token.ts).
 * The rotation runs in one transaction and marks the token used with a conditional
 * update, so two concurrent refreshes of one token cannot both succeed.
 *
 * A password sign-in starts its family only while the password it checked is still the
 * account's (`startWithPassword`): it reads the user row FOR SHARE, which waits for (or
 * holds back) a concurrent password change or social link, so a session opened with a
 * password that was just cleared either fails or is revoked with the others.
 *
 * OAuth states are single-use: consuming one deletes it. It does not sign access tokens
 * (plugins/app/access.ts) nor know users beyond their id and password hash.
 */
import { and, eq, isNull, lt } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../../../db/client';
import { oauthStates, refreshTokens, users } from '../../../db/schema';
import { hashRefreshToken, newRefreshToken } from '../../../auth/refresh-token';
import { repositoryPlugin } from '../shared/repository-plugin';

export type RotateResult =
  | { ok: true; userId: string; refreshToken: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

export interface OAuthState {
  state: string;
  provider: string;
  codeVerifier: string;
  redirectUri: string;
  expiresAt: string;
}

const later = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
const isPast = (timestamp: string) => new Date(timestamp).getTime() <= Date.now();

/** The database or a transaction of it. */
type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Revokes every live refresh token of `userId` (all its families). Exported so a user
 * change that must sign the user out (a social link) can do it in its own transaction.
 */
export async function revokeRefreshTokensOf(executor: Executor, userId: string): Promise<void> {
  await executor
    .update(refreshTokens)
    .set({ revokedAt: new Date().toISOString() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

async function insertFamily(executor: Executor, userId: string, ttlSec: number) {
  const token = newRefreshToken();
  await executor.insert(refreshTokens).values({
    id: uuidv7(),
    userId,
    familyId: uuidv7(),
    tokenHash: hashRefreshToken(token),
    expiresAt: later(ttlSec),
  });
  return token;
}

export function createSessionsRepository(db: Db) {
  return {
    /** Starts a new family for `userId` and answers its first refresh token. */
    start(userId: string, ttlSec: number): Promise<string> {
      return insertFamily(db, userId, ttlSec);
    },

    /**
     * Like `start`, for a password sign-in: undefined (no session) when the account's
     * password hash is no longer `passwordHash`, the one the caller verified.
     */
    startWithPassword(
      userId: string,
      passwordHash: string,
      ttlSec: number,
    ): Promise<string | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ passwordHash: users.passwordHash })
          .from(users)
          .where(eq(users.id, userId))
          .for('share');
        if (row?.passwordHash !== passwordHash) return undefined;
        return insertFamily(tx, userId, ttlSec);
      });
    },

    /** Trades a refresh token for the next one of its family (see the header). */
    rotate(token: string, ttlSec: number): Promise<RotateResult> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)));
        if (!row) return { ok: false, reason: 'unknown' };
        if (row.revokedAt) return { ok: false, reason: 'revoked' };
        const now = new Date().toISOString();
        const revokeFamily = () =>
          tx
            .update(refreshTokens)
            .set({ revokedAt: now })
            .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
        if (row.usedAt) {
          await revokeFamily();
          return { ok: false, reason: 'reused' };
        }
        if (isPast(row.expiresAt)) return { ok: false, reason: 'expired' };
        const marked = await tx
          .update(refreshTokens)
          .set({ usedAt: now })
          .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt)))
          .returning({ id: refreshTokens.id });
        if (!marked.length) {
          // A concurrent refresh used it first: that is a reuse too.
          await revokeFamily();
          return { ok: false, reason: 'reused' };
        }
        const next = newRefreshToken();
        await tx.insert(refreshTokens).values({
          id: uuidv7(),
          userId: row.userId,
          familyId: row.familyId,
          tokenHash: hashRefreshToken(next),
          expiresAt: later(ttlSec),
        });
        return { ok: true, userId: row.userId, refreshToken: next };
      });
    },

    /** Revokes the family of `token` (sign-out); false when the token is unknown. */
    async revokeFamilyOf(token: string): Promise<boolean> {
      const [row] = await db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)));
      if (!row) return false;
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date().toISOString() })
        .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
      return true;
    },

    /** Signs a user out everywhere (after a password reset). */
    revokeAllOf: (userId: string): Promise<void> => revokeRefreshTokensOf(db, userId),

    /** Remembers a social sign-in in flight; expired ones are swept on the way. */
    async saveOAuthState(state: Omit<OAuthState, 'expiresAt'>, ttlSec: number): Promise<void> {
      await db.delete(oauthStates).where(lt(oauthStates.expiresAt, new Date().toISOString()));
      await db.insert(oauthStates).values({ ...state, expiresAt: later(ttlSec) });
    },

    /** Takes a state out (single use); undefined when it is unknown or already used. */
    async consumeOAuthState(
      state: string,
    ): Promise<(OAuthState & { expired: boolean }) | undefined> {
      const [row] = await db.delete(oauthStates).where(eq(oauthStates.state, state)).returning();
      return row && { ...row, expired: isPast(row.expiresAt) };
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    sessionsRepository: SessionsRepository;
  }
}

export default repositoryPlugin('sessionsRepository', createSessionsRepository);
