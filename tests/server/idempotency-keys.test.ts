/**
 * Idempotency keys on the public counters (POST /api/poems/:id/view, /like and
 * /api/audios/track/:id): an offline outbox sends each event with its own key, maybe several
 * times; the server counts each key once, also under concurrent retries, answers the current
 * count to a repeat, refuses a malformed key with a 400 naming the header, and lets a flush
 * of a whole outbox through the per-client rate limit.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema';
import { pruneIdempotencyKeys } from '../../src/server/plugins/app/shared/count-once';
import { KEYED_MAX } from '../../src/server/routes/idempotency';
import { LIKE_MAX } from '../../src/server/routes/api/poems/reader-routes';
import { createTestApp, type TestApp } from '../helpers/test-app';

let ctx: TestApp;
let poemId: string;
let audioId: string;
let address = 0;
/** A fresh client address per test, so rate-limit buckets never leak between tests. */
const nextAddress = () => `203.0.113.${++address}`;

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  const [audio] = await ctx.database.db.select().from(t.audios).limit(1);
  audioId = audio!.id;
  poemId = audio!.poemId;
});
afterAll(async () => ctx?.close());

const post = (url: string, key: string | undefined, remoteAddress: string) =>
  ctx.app.inject({
    method: 'POST',
    url,
    remoteAddress,
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });
const poemRow = async () =>
  (await ctx.database.db.select().from(t.poems).where(eq(t.poems.id, poemId)))[0]!;
const audioRow = async () =>
  (await ctx.database.db.select().from(t.audios).where(eq(t.audios.id, audioId)))[0]!;

describe('Idempotency-Key on the counters', () => {
  it.each([
    ['view', 'views'],
    ['like', 'likes'],
  ] as const)(
    'counts a %s once per key and answers the current count to a repeat',
    async (action, field) => {
      const ip = nextAddress();
      const url = `/api/poems/${poemId}/${action}`;
      const before = (await poemRow())[field];
      const first = await post(url, `${action}-once-1`, ip);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ [field]: before + 1 });
      const again = await post(url, `${action}-once-1`, ip);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ [field]: before + 1 });
      // Another key is another event; no key at all always counts.
      expect((await post(url, `${action}-once-2`, ip)).json()).toEqual({ [field]: before + 2 });
      expect((await post(url, undefined, ip)).json()).toEqual({ [field]: before + 3 });
      expect((await poemRow())[field]).toBe(before + 3);
    },
  );

  it('counts a play once per key and answers the count', async () => {
    const ip = nextAddress();
    const url = `/api/audios/track/${audioId}`;
    const before = (await audioRow()).plays;
    const first = await post(url, 'play-1', ip);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ plays: before + 1 });
    expect((await post(url, 'play-1', ip)).json()).toEqual({ plays: before + 1 });
    expect((await audioRow()).plays).toBe(before + 1);
  });

  it('counts once under concurrent retries of one key', async () => {
    const ip = nextAddress();
    const url = `/api/poems/${poemId}/like`;
    const before = (await poemRow()).likes;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => post(url, 'concurrent-like', ip)),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ likes: before + 1 });
    }
    expect((await poemRow()).likes).toBe(before + 1);
  });

  it.each([
    ['empty', ''],
    ['too long', 'k'.repeat(101)],
    ['a space', 'two words'],
    ['a non-ASCII letter', 'clé'],
    ['a slash', 'a/b'],
  ])('refuses a key with %s (400 naming the header), counting nothing', async (_, key) => {
    const before = (await poemRow()).views;
    const res = await post(`/api/poems/${poemId}/view`, key, nextAddress());
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(['idempotency-key']);
    expect(res.json().message).toMatch(/idempotency-key/i);
    expect((await poemRow()).views).toBe(before);
  });

  it('accepts a key of exactly 100 characters', async () => {
    const res = await post(`/api/poems/${poemId}/view`, 'K'.repeat(100), nextAddress());
    expect(res.statusCode).toBe(200);
  });

  it('answers 404 for an unknown target and does not remember the key', async () => {
    const ip = nextAddress();
    const unknown = '01900000-0000-7000-8000-000000000000';
    expect((await post(`/api/poems/${unknown}/like`, 'lost-key', ip)).statusCode).toBe(404);
    expect((await post(`/api/audios/track/${unknown}`, 'lost-key', ip)).statusCode).toBe(404);
    const stored = await ctx.database.db
      .select()
      .from(t.idempotencyKeys)
      .where(eq(t.idempotencyKeys.key, 'lost-key'));
    expect(stored).toEqual([]);
  });
});

describe('rate limits and keyed requests', () => {
  it('lets an outbox of 50 keyed likes flushed at once through (beyond the unkeyed limit)', async () => {
    const ip = nextAddress();
    const before = (await poemRow()).likes;
    const flush = await Promise.all(
      Array.from({ length: 50 }, (_, i) => post(`/api/poems/${poemId}/like`, `outbox-${i}`, ip)),
    );
    expect(flush.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    expect(50).toBeGreaterThan(LIKE_MAX);
    expect((await poemRow()).likes).toBe(before + 50);
  });

  it('bounds fresh keys per address, but never refuses a retry of a key already counted', async () => {
    const ip = nextAddress();
    const url = `/api/poems/${poemId}/view`;
    for (let i = 0; i < KEYED_MAX; i++) {
      const res = await post(url, `bound-${i}`, ip);
      expect(res.statusCode, `keyed view ${i + 1}`).toBe(200);
    }
    const fresh = await post(url, 'bound-fresh', ip);
    expect(fresh.statusCode).toBe(429);
    const retry = await post(url, 'bound-7', ip);
    expect(retry.statusCode).toBe(200);
  });
});

describe('pruning', () => {
  it('forgets keys older than 30 days and keeps recent ones', async () => {
    await ctx.database.db.insert(t.idempotencyKeys).values([
      {
        action: 'view',
        targetId: poemId,
        key: 'old-key',
        createdAt: sql`now() - interval '31 days'` as never,
      },
      { action: 'view', targetId: poemId, key: 'recent-key' },
    ]);
    expect(await pruneIdempotencyKeys(ctx.database.db)).toBeGreaterThanOrEqual(1);
    const keys = (await ctx.database.db.select().from(t.idempotencyKeys)).map((k) => k.key);
    expect(keys).toContain('recent-key');
    expect(keys).not.toContain('old-key');
  });
});
