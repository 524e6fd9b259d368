/**
 * GET /api/sync tells a client to reset (410 Gone, the usual error body) when it could
 * otherwise end with a wrong mirror: its cursor is at or below the tombstone horizon (deletes
 * older than TOMBSTONE_RETENTION_DAYS were pruned, so it may have missed one), or the mirror
 * format it was built for is older than SYNC_MIN_SCHEMA_VERSION. Everyone else syncs as before.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SYNC_MIN_SCHEMA_VERSION,
  SYNC_SCHEMA_VERSION,
  type SyncResponse,
} from '@domain/sync/change';
import * as t from '../../src/server/db/schema';
import { runMaintenance } from '../../src/server/maintenance';
import { createTestApp, type TestApp } from '../helpers/test-app';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
});
afterAll(async () => ctx?.close());

const sync = (qs: string) => ctx.app.inject({ method: 'GET', url: `/api/sync?${qs}` });

async function deletedSinger(name: string): Promise<{ id: string; rev: number }> {
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/singers',
    headers: ctx.asAdmin,
    payload: { name },
  });
  const id = created.json().id as string;
  await ctx.app.inject({ method: 'DELETE', url: `/api/singers/${id}`, headers: ctx.asAdmin });
  const [tomb] = await ctx.database.db.select().from(t.tombstones).where(eq(t.tombstones.id, id));
  return { id, rev: Number(tomb!.rev) };
}

function expectReset(res: Awaited<ReturnType<typeof sync>>) {
  expect(res.statusCode).toBe(410);
  expect(res.json()).toMatchObject({
    status: 410,
    error: 'Gone',
    code: 'feed_reset',
    message: expect.stringMatching(/reset .*since=0/),
  });
}

describe('schema versions', () => {
  it('serves the current and newer formats, and an absent one', async () => {
    expect(SYNC_SCHEMA_VERSION).toBeGreaterThanOrEqual(SYNC_MIN_SCHEMA_VERSION);
    for (const qs of ['since=0', `since=0&schema=${SYNC_SCHEMA_VERSION}`, 'since=0&schema=99']) {
      expect((await sync(qs)).statusCode, qs).toBe(200);
    }
  });

  it('answers 410 to a format older than the oldest served', async () => {
    expectReset(await sync(`since=0&schema=${SYNC_MIN_SCHEMA_VERSION - 1}`));
    const res = await sync(`since=5&schema=${SYNC_MIN_SCHEMA_VERSION - 1}`);
    expectReset(res);
    expect(res.json().message).toMatch(/format/);
  });

  it('refuses a schema that is not a whole number with a 400 naming it', async () => {
    const res = await sync('since=0&schema=abc');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(['schema']);
  });
});

/** The daily upkeep with the default retentions, on this file's audio store. */
const upkeep = {
  tombstoneRetentionDays: 90,
  trashRetentionDays: 30,
  get audioStore() {
    return ctx.audioStore;
  },
};

describe('tombstone retention', () => {
  it('keeps recent tombstones and lets every cursor sync', async () => {
    const recent = await deletedSinger('récent');
    const report = await runMaintenance(ctx.database, upkeep);
    expect(report.tombstonesPruned).toBe(0);
    const res = await sync(`since=${recent.rev - 1}`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as SyncResponse;
    expect(body.changes).toContainEqual({
      op: 'delete',
      entity: 'singers',
      id: recent.id,
      rev: recent.rev,
    });
  });

  it('prunes old tombstones, records the horizon and answers 410 to cursors at or below it', async () => {
    const old = await deletedSinger('ancien');
    const kept = await deletedSinger('gardé');
    await ctx.database.db
      .update(t.tombstones)
      .set({ deletedAt: sql`now() - interval '91 days'` as never })
      .where(eq(t.tombstones.id, old.id));

    const report = await runMaintenance(ctx.database, upkeep);
    expect(report).toMatchObject({ tombstonesPruned: 1, horizon: old.rev });
    expect(await ctx.app.syncRepository.horizon()).toBe(old.rev);

    // A client that may have missed the pruned delete is told to reset.
    expectReset(await sync(`since=${old.rev - 1}`));
    expectReset(await sync(`since=${old.rev}`));
    expectReset(await sync('since=1'));
    // Beyond the horizon nothing was missed; from 0 a new mirror gets the current state.
    const after = await sync(`since=${old.rev + 1}&limit=5000`);
    expect(after.statusCode).toBe(200);
    expect((after.json() as SyncResponse).changes.map((c) => c.rev)).toContain(kept.rev);
    const full = await sync('since=0&limit=5000');
    expect(full.statusCode).toBe(200);
    const ids = (full.json() as SyncResponse).changes.map((c) =>
      c.op === 'put' ? c.row.id : c.id,
    );
    expect(ids).not.toContain(old.id);
  });

  it('accepts a cursor below the horizon from a pull that began at that horizon, until it moves', async () => {
    const horizon = await ctx.app.syncRepository.horizon();
    expect(horizon).toBeGreaterThan(1);
    // A new mirror learns the horizon from its first page and sends it with the next ones.
    const first = (await sync('since=0&limit=1')).json() as SyncResponse;
    expect(first.horizon).toBe(horizon);
    const second = await sync(`since=${first.cursor}&limit=1&horizon=${first.horizon}`);
    expect(second.statusCode).toBe(200);
    // A mirror begun before the last pruning, or one that does not say, may have missed a delete.
    expectReset(await sync(`since=${first.cursor}&horizon=${horizon - 1}`));
    expectReset(await sync(`since=${first.cursor}`));

    // Another pruning after the pull began refuses its cursors: a delete it needed may be gone.
    const later = await deletedSinger('plus tard');
    await ctx.database.db
      .update(t.tombstones)
      .set({ deletedAt: sql`now() - interval '91 days'` as never })
      .where(eq(t.tombstones.id, later.id));
    await runMaintenance(ctx.database, upkeep);
    expectReset(await sync(`since=${first.cursor}&horizon=${first.horizon}`));
    expect(((await sync('since=0&limit=1')).json() as SyncResponse).horizon).toBe(later.rev);
  });

  it('refuses a horizon that is not a whole number with a 400 naming it', async () => {
    const res = await sync('since=3&horizon=-1');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(['horizon']);
  });

  it('never lowers the horizon', async () => {
    const before = await ctx.app.syncRepository.horizon();
    const report = await runMaintenance(ctx.database, upkeep);
    expect(report.horizon).toBe(before);
    expect(await ctx.app.syncRepository.horizon()).toBe(before);
  });
});
