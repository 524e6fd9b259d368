/**
 * Creates that a retry cannot duplicate. A create sent through the load balancer may commit
 * on an instance that dies before answering (seen in 1 of 5 kills); the client, or HAProxy,
 * then sends it again. With an `Idempotency-Key` header (1 to 100 of A–Z a–z 0–9 _ -, the
 * counters' format), the create and the key are written in one transaction, under a
 * transaction-scoped advisory lock on the key: a retry with the same key waits for the first
 * attempt to commit or roll back, then finds the key and answers the record it created instead
 * of creating a second one. If the first attempt rolled back (its instance died mid-way),
 * nothing holds the key and the retry creates the record.
 *
 * Keys share `idempotency_keys` with the counters (action `create:<resource>`, the created id as
 * target) and are pruned with them after 30 days.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { idempotencyKeys } from '../../../db/schema';
import { isRefusal, type WriteResult } from './refusal';

export type CreateOnce<T> = { replayOf: string } | WriteResult<T>;

/** Runs `create` once per (resource, key); a repeat answers `{ replayOf: id }`. */
export async function createOnce<T extends { id: string }>(
  db: Db,
  resource: string,
  key: string,
  create: (tx: Db) => Promise<WriteResult<T>>,
): Promise<CreateOnce<T>> {
  const action = `create:${resource}`;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${action}|${key}`}))`);
    const [seen] = await tx
      .select({ id: idempotencyKeys.targetId })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.action, action), eq(idempotencyKeys.key, key)))
      .limit(1);
    if (seen) return { replayOf: seen.id };
    // A Drizzle transaction is a database whose nested transactions are savepoints.
    const created = await create(tx as unknown as Db);
    if (!isRefusal(created)) {
      await tx.insert(idempotencyKeys).values({ action, targetId: created.id, key });
    }
    return created;
  });
}

export const isReplay = <T>(result: CreateOnce<T>): result is { replayOf: string } =>
  typeof result === 'object' && result !== null && 'replayOf' in result;
