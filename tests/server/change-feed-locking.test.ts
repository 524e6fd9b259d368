/**
 * Content writers queue on the change-feed lock before they lock any row
 * (migrations/0003), so two transactions that update the same poems in opposite
 * orders are serialized instead of deadlocking. PGlite has one connection, so only
 * the PostgreSQL run (TEST_DATABASE_URL) can exercise real concurrency.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { poems } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { usingPostgres } from '../helpers/test-database';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
});
afterAll(async () => ctx?.close());

if (!usingPostgres)
  console.log(
    'change-feed locking: running on PGlite, where writes are serialized by the driver; set TEST_DATABASE_URL to exercise PostgreSQL concurrency',
  );

describe('change-feed lock order', () => {
  it('serializes crossing multi-row transactions without deadlocks', async () => {
    const [a, b] = await ctx.database.db.select({ id: poems.id }).from(poems).limit(2);
    const bump = (first: string, second: string) =>
      ctx.database.db.transaction(async (tx) => {
        await tx
          .update(poems)
          .set({ views: sql`${poems.views} + 1` })
          .where(eq(poems.id, first));
        await tx.execute(sql`select pg_sleep(0.01)`);
        await tx
          .update(poems)
          .set({ views: sql`${poems.views} + 1` })
          .where(eq(poems.id, second));
      });
    const rounds = 15;
    const results = await Promise.allSettled(
      Array.from({ length: rounds }, (_, i) => (i % 2 ? bump(a!.id, b!.id) : bump(b!.id, a!.id))),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const [after] = await ctx.database.db
      .select({ views: poems.views })
      .from(poems)
      .where(eq(poems.id, a!.id));
    expect(after!.views).toBe(rounds);
  });
});
