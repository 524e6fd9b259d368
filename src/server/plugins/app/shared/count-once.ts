/**
 * The public counters (a poem's views and likes, an audio's plays) counted at most once per
 * idempotency key. An offline client queues each event with its own key and sends it again
 * when an answer was lost; the key is inserted in the same transaction as the increment, and
 * the primary key of `idempotency_keys` settles concurrent retries: the second insert waits
 * for the first transaction and then finds the key, so it counts nothing and answers the
 * current value. A target that does not exist rolls the key back with the rest.
 * Keys are kept 30 days (`pruneIdempotencyKeys`, run by the daily maintenance).
 */
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { idempotencyKeys } from '../../../db/schema';
import type { Executor } from './executor';

export type CountedAction = 'view' | 'like' | 'play';

export const IDEMPOTENCY_KEY_DAYS = 30;

export interface Counted {
  value: number;
  /** True when the key had been seen: nothing was counted this time. */
  repeated: boolean;
}

class TargetMissing extends Error {}

export async function countOnce(
  db: Db,
  target: { action: CountedAction; id: string; key?: string | undefined },
  increment: (tx: Executor) => Promise<number | undefined>,
  current: (tx: Executor) => Promise<number | undefined>,
): Promise<Counted | undefined> {
  if (!target.key) {
    const value = await increment(db);
    return value === undefined ? undefined : { value, repeated: false };
  }
  const key = target.key;
  try {
    return await db.transaction(async (tx) => {
      const fresh = await tx
        .insert(idempotencyKeys)
        .values({ action: target.action, targetId: target.id, key })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (!fresh.length) {
        const value = await current(tx);
        if (value === undefined) throw new TargetMissing();
        return { value, repeated: true };
      }
      const value = await increment(tx);
      if (value === undefined) throw new TargetMissing();
      return { value, repeated: false };
    });
  } catch (error) {
    if (error instanceof TargetMissing) return undefined;
    throw error;
  }
}

/** Forgets keys older than `days`; answers how many went. */
export async function pruneIdempotencyKeys(db: Db, days = IDEMPOTENCY_KEY_DAYS): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(days => ${days})`))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}
