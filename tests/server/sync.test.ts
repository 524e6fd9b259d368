/**
 * GET /api/sync: the change feed. Besides the contract (shapes, paging, validation), two
 * tests prove that no change is ever skipped: paging with small limits rebuilds exactly the
 * database, and so does a reader that pulls while ~50 concurrent writers commit (meaningful on
 * PostgreSQL via TEST_DATABASE_URL, where writers really overlap; PGlite serializes them).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  AudioSchema,
  DifficultWordSchema,
  PoemSchema,
  PoetSchema,
  SingerSchema,
  TagSchema,
  ThemeSchema,
} from '@domain/schemas';
import { SYNC_ENTITIES, type SyncEntity, type SyncResponse } from '@domain/sync/change';
import * as t from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
});
afterAll(async () => ctx?.close());

const TABLES = {
  poets: t.poets,
  poems: t.poems,
  themes: t.themes,
  tags: t.tags,
  singers: t.singers,
  audios: t.audios,
  difficultWords: t.difficultWords,
} as const;

/** The API schema of each entity, less the fields the client derives. */
const FEED_SCHEMAS: Record<SyncEntity, z.ZodObject> = {
  poets: PoetSchema.omit({ poemCount: true }),
  poems: PoemSchema.omit({ hasAudio: true }),
  themes: ThemeSchema,
  tags: TagSchema,
  singers: SingerSchema,
  audios: AudioSchema,
  difficultWords: DifficultWordSchema,
};

const pull = async (since: number | string, limit?: number | string) => {
  const qs = limit === undefined ? `since=${since}` : `since=${since}&limit=${limit}`;
  return ctx.app.inject({ method: 'GET', url: `/api/sync?${qs}` });
};
const feed = async (since: number, limit?: number) =>
  (await pull(since, limit)).json() as SyncResponse;

/** A client's mirror: `entity:id` → rev of the row it holds. */
type Mirror = Map<string, number>;

/** Pulls one page after `cursor` into the mirror; checks rev order and the new cursor. */
async function pullInto(mirror: Mirror, cursor: number, limit: number) {
  const page = await feed(cursor, limit);
  expect(page.changes.length).toBeLessThanOrEqual(limit);
  let last = cursor;
  for (const change of page.changes) {
    expect(change.rev).toBeGreaterThan(last);
    last = change.rev;
    if (change.op === 'put') mirror.set(`${change.entity}:${String(change.row.id)}`, change.rev);
    else mirror.delete(`${change.entity}:${change.id}`);
  }
  expect(page.cursor).toBe(last);
  return { cursor: page.cursor, hasMore: page.hasMore, received: page.changes.length };
}

/** Pulls from `cursor` until the feed says there is no more; answers the last cursor. */
async function drain(mirror: Mirror, cursor: number, limit: number) {
  for (;;) {
    const page = await pullInto(mirror, cursor, limit);
    if (!page.hasMore) return page.cursor;
    cursor = page.cursor;
  }
}

/** The database as a mirror should hold it. */
async function dbState(): Promise<Mirror> {
  const state: Mirror = new Map();
  for (const entity of SYNC_ENTITIES) {
    const table = TABLES[entity];
    for (const row of await ctx.database.db.select({ id: table.id, rev: table.rev }).from(table)) {
      state.set(`${entity}:${row.id}`, row.rev);
    }
  }
  return state;
}

describe('GET /api/sync from the start', () => {
  it('sends every seeded row once, as many per entity as the table holds', async () => {
    const page = await feed(0, 5000);
    expect(page.hasMore).toBe(false);
    const perEntity: Record<string, number> = {};
    for (const c of page.changes) {
      expect(c.op).toBe('put');
      perEntity[c.entity] = (perEntity[c.entity] ?? 0) + 1;
    }
    const tableCounts: Record<string, number> = {};
    for (const entity of SYNC_ENTITIES) {
      tableCounts[entity] = (
        await ctx.database.db.select({ n: count() }).from(TABLES[entity])
      )[0]!.n;
    }
    expect(perEntity).toEqual(tableCounts);
    expect(perEntity).toMatchObject({
      poets: 5,
      poems: 18,
      themes: 8,
      difficultWords: 109,
      singers: 1,
      audios: 4,
    });
    expect(page.cursor).toBe(page.changes.at(-1)!.rev);
    const [max] = await ctx.database.db.select({ rev: sql<string>`max(rev)` }).from(t.poems);
    expect(page.cursor).toBeGreaterThanOrEqual(Number(max!.rev));
  });

  it('sends rows in the API shape, without derived fields or server-only columns', async () => {
    const page = await feed(0, 5000);
    const seen = new Set<SyncEntity>();
    for (const c of page.changes) {
      if (c.op !== 'put') continue;
      seen.add(c.entity);
      const schema = FEED_SCHEMAS[c.entity];
      expect(Object.keys(c.row).sort()).toEqual(Object.keys(schema.shape).sort());
      expect(schema.safeParse(c.row).error).toBeUndefined();
      expect(c.row.rev).toBe(c.rev);
    }
    expect([...seen].sort()).toEqual([...SYNC_ENTITIES].sort());
    const audio = page.changes.find((c) => c.entity === 'audios');
    expect(audio && 'row' in audio && audio.row).not.toHaveProperty('storageKey');
  });

  it('sends a difficult word exactly as its REST route answers it', async () => {
    const page = await feed(0, 5000);
    const change = page.changes.find((c) => c.entity === 'difficultWords' && c.op === 'put');
    const row = change && 'row' in change ? change.row : {};
    const rest = await ctx.app.inject({
      method: 'GET',
      url: `/api/difficult-words/${String(row.id)}`,
    });
    expect(rest.json()).toEqual(row);
  });

  it('pages with small limits: same changes, strictly increasing revs, hasMore until the end', async () => {
    const all = (await feed(0, 5000)).changes;
    const paged = [];
    let cursor = 0;
    let pages = 0;
    for (let more = true; more; pages++) {
      const page = await feed(cursor, 17);
      paged.push(...page.changes);
      more = page.hasMore;
      cursor = page.cursor;
    }
    expect(pages).toBe(Math.ceil(all.length / 17));
    expect(paged).toEqual(all);
    expect(await feed(cursor, 17)).toEqual({ changes: [], cursor, hasMore: false, horizon: 0 });
  });

  it('is public, revalidated on every use, and defaults to since=0', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/sync',
      headers: { authorization: 'Bearer nope' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json().changes.length).toBeGreaterThan(100);
  });
});

describe('GET /api/sync validation', () => {
  it.each([
    ['-1', undefined, 'since', 'Since must be 0 or more'],
    ['abc', undefined, 'since', undefined],
    ['1.5', undefined, 'since', 'Since must be a whole number'],
    ['0', '5001', 'limit', 'Limit must be at most 5000'],
    ['0', '0', 'limit', 'Limit must be at least 1'],
  ])('refuses since=%s limit=%s (400 on %s)', async (since, limit, field, message) => {
    const res = await pull(since, limit);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(Object.keys(body.fields)).toEqual([field]);
    if (message) expect(body.fields[field]).toBe(message);
  });
});

describe('the feed after writes', () => {
  it('sends an edited row once with its new rev, and tombstones for deletes and cascades', async () => {
    const { cursor } = await feed(0, 5000);
    const db = ctx.database.db;
    const [poem] = await db.select().from(t.poems).where(eq(t.poems.slug, 'cemb'));
    const words = await db
      .select({ id: t.difficultWords.id })
      .from(t.difficultWords)
      .where(eq(t.difficultWords.poemId, poem!.id));
    await db
      .update(t.poems)
      .set({ views: sql`${t.poems.views} + 1` })
      .where(eq(t.poems.id, poem!.id));
    await db.update(t.poems).set({ title: 'Cemb (édité)' }).where(eq(t.poems.id, poem!.id));
    // Created and deleted after the cursor: the tombstone still goes out.
    const word = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/difficult-words',
        headers: ctx.asAdmin,
        payload: { word: 'éphémère', definition: 'x' },
      })
    ).json();
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/difficult-words/${word.id}`,
      headers: ctx.asAdmin,
    });

    const after = await feed(cursor, 5000);
    const puts = after.changes.filter((c) => c.op === 'put');
    expect(puts).toHaveLength(1);
    expect(puts[0]).toMatchObject({
      entity: 'poems',
      row: { id: poem!.id, title: 'Cemb (édité)' },
    });
    expect(after.changes.filter((c) => c.op === 'delete')).toEqual([
      { op: 'delete', entity: 'difficultWords', id: word.id, rev: expect.any(Number) },
    ]);

    await db.delete(t.poems).where(eq(t.poems.id, poem!.id));
    const deleted = (await feed(after.cursor, 5000)).changes;
    expect(deleted.every((c) => c.op === 'delete')).toBe(true);
    expect(deleted.map((c) => (c.op === 'delete' ? `${c.entity}:${c.id}` : '')).sort()).toEqual(
      [`poems:${poem!.id}`, ...words.map((w) => `difficultWords:${w.id}`)].sort(),
    );
    expect(words).toHaveLength(5);
  });

  it('rebuilds exactly the database when paging the whole feed with small limits', async () => {
    const mirror: Mirror = new Map();
    await drain(mirror, 0, 7);
    expect(mirror).toEqual(await dbState());
  });
});

describe('the feed under concurrent writers', () => {
  it('never skips a change: a reader pulling during ~50 concurrent writes ends equal to the database', async () => {
    const db = ctx.database.db;
    const mirror: Mirror = new Map();
    let cursor = await drain(mirror, 0, 1000);

    const poems = await db
      .select({ id: t.poems.id, slug: t.poems.slug })
      .from(t.poems)
      .orderBy(t.poems.slug);
    const doomed = poems.slice(0, 2).map((p) => p.id);
    const kept = poems.slice(2).map((p) => p.id);
    const poets = await db.select({ id: t.poets.id }).from(t.poets);
    const keptWords = await db
      .select({ id: t.difficultWords.id })
      .from(t.difficultWords)
      .where(inArray(t.difficultWords.poemId, kept));
    const admin = ctx.asAdmin;
    const pick = <T>(list: T[], i: number) => list[i % list.length]!;

    // Writers touch disjoint rows except the counters (single-row statements): a content
    // transaction that writes several rows can deadlock with another one on PostgreSQL.
    const writers: (() => Promise<unknown>)[] = [];
    for (let i = 0; i < 15; i++) {
      writers.push(() =>
        db
          .update(t.poems)
          .set({ views: sql`${t.poems.views} + 1` })
          .where(eq(t.poems.id, pick(kept, i))),
      );
    }
    for (let i = 0; i < 10; i++) {
      const payload = { word: `mot-${i}`, definition: 'concurrent', poemId: pick(kept, i) };
      writers.push(() =>
        ctx.app.inject({ method: 'POST', url: '/api/difficult-words', headers: admin, payload }),
      );
    }
    for (let i = 0; i < 8; i++) {
      const url = `/api/difficult-words/${keptWords[i]!.id}`;
      writers.push(() => ctx.app.inject({ method: 'DELETE', url, headers: admin }));
    }
    for (let i = 8; i < 16; i++) {
      const url = `/api/difficult-words/${keptWords[i]!.id}`;
      writers.push(() =>
        ctx.app.inject({ method: 'PUT', url, headers: admin, payload: { definition: `v${i}` } }),
      );
    }
    // The classic gap: a transaction takes a rev, waits while others take and commit higher
    // revs, then commits. Without the triggers' lock a reader pulling meanwhile moves its
    // cursor past the waiting rev and never sees that poet's edit.
    const gaps = poets.map((poet, i) => ({
      startMs: 10 + i * 40,
      run: () =>
        db.transaction(async (tx) => {
          await tx
            .update(t.poets)
            .set({ name: sql`${t.poets.name} || '.'` })
            .where(eq(t.poets.id, poet.id));
          await tx.execute(sql`select pg_sleep(0.06)`);
          await tx.insert(t.tags).values({ id: crypto.randomUUID(), name: `tag-concurrent-${i}` });
        }),
    }));
    for (const id of doomed) writers.push(() => db.delete(t.poems).where(eq(t.poems.id, id)));
    for (let i = 0; i < 4; i++) {
      writers.push(() =>
        db.insert(t.singers).values({ id: crypto.randomUUID(), name: `Singer ${i}` }),
      );
    }
    expect(writers.length + gaps.length).toBeGreaterThanOrEqual(50);

    let writing = true;
    let pullsDuringWrites = 0;
    let receivedDuringWrites = 0;
    // Writers start every 4 ms over ~180 ms, the gap transactions every 40 ms among them.
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const schedule = [...writers.map((run, i) => ({ startMs: i * 4, run })), ...gaps];
    const written = Promise.all(schedule.map((w) => sleep(w.startMs).then(w.run))).finally(
      () => (writing = false),
    );
    while (writing) {
      const page = await pullInto(mirror, cursor, 3);
      cursor = page.cursor;
      pullsDuringWrites++;
      receivedDuringWrites += page.received;
      await sleep(1);
    }
    const results = await written;
    for (const r of results) {
      if (r && typeof r === 'object' && 'statusCode' in r) expect(r.statusCode).toBeLessThan(300);
    }
    await drain(mirror, cursor, 3);

    // The reader really read while writers were committing.
    expect(pullsDuringWrites).toBeGreaterThanOrEqual(2);
    expect(receivedDuringWrites).toBeGreaterThan(0);
    expect(mirror).toEqual(await dbState());
    expect([...mirror.keys()].filter((k) => doomed.some((id) => k === `poems:${id}`))).toEqual([]);
  });
});
