/**
 * The public counters (poem views and likes, audio plays and downloads) are rate limited per
 * client address: past the limit, a 429 with retry-after in the API's error shape, and the
 * counter stops. Another address keeps its own allowance; a HEAD of a download is free.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema';
import { DOWNLOAD_RATE_LIMIT, PLAY_MAX } from '../../src/server/routes/api/audios/playback-routes';
import { LIKE_MAX, VIEW_MAX } from '../../src/server/routes/api/poems/reader-routes';
import { createTestApp, type TestApp } from '../helpers/test-app';

let ctx: TestApp;
let poemId: string;
let audioId: string;

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  const [audio] = await ctx.database.db.select().from(t.audios).limit(1);
  audioId = audio!.id;
  poemId = audio!.poemId;
});
afterAll(async () => ctx?.close());

type Method = 'GET' | 'HEAD' | 'POST';
const call = (method: Method, url: string, remoteAddress = '203.0.113.7') =>
  ctx.app.inject({ method, url, remoteAddress });

/** Makes `times` calls from one address, each expected to succeed with `status`. */
async function spend(method: Method, url: string, times: number, status: number) {
  for (let i = 0; i < times; i++) {
    const res = await call(method, url);
    expect(res.statusCode, `call ${i + 1}`).toBe(status);
  }
}

async function expectLimited(method: Method, url: string) {
  const res = await call(method, url);
  expect(res.statusCode).toBe(429);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.json()).toMatchObject({
    status: 429,
    error: 'Too Many Requests',
    code: 'rate_limited',
    message: expect.stringMatching(/try again in \d+ s/),
  });
}

const poemRow = async () =>
  (await ctx.database.db.select().from(t.poems).where(eq(t.poems.id, poemId)))[0]!;
const audioRow = async () =>
  (await ctx.database.db.select().from(t.audios).where(eq(t.audios.id, audioId)))[0]!;

describe('rate limits of the public counters', () => {
  it('answers 429 to the like after LIKE_MAX, and the count stops there', async () => {
    const url = `/api/poems/${poemId}/like`;
    const before = (await poemRow()).likes;
    await spend('POST', url, LIKE_MAX - 1, 200);
    const last = await call('POST', url);
    expect(last.json()).toEqual({ likes: before + LIKE_MAX });
    await expectLimited('POST', url);
    expect((await poemRow()).likes).toBe(before + LIKE_MAX);

    // Another address has its own allowance.
    const other = await call('POST', url, '198.51.100.20');
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual({ likes: before + LIKE_MAX + 1 });
  });

  it('limits views separately from likes', async () => {
    const url = `/api/poems/${poemId}/view`;
    const before = (await poemRow()).views;
    await spend('POST', url, VIEW_MAX, 200);
    await expectLimited('POST', url);
    expect((await poemRow()).views).toBe(before + VIEW_MAX);
  });

  it('limits counted plays', async () => {
    const url = `/api/audios/track/${audioId}`;
    const before = (await audioRow()).plays;
    await spend('POST', url, PLAY_MAX, 200);
    await expectLimited('POST', url);
    expect((await audioRow()).plays).toBe(before + PLAY_MAX);
  });

  it('limits downloads, but not a HEAD (which counts nothing)', async () => {
    const url = `/api/audios/download/${audioId}`;
    const before = (await audioRow()).downloads;
    await spend('GET', url, DOWNLOAD_RATE_LIMIT.max, 200);
    await expectLimited('GET', url);
    expect((await call('HEAD', url)).statusCode).toBe(200);
    expect((await audioRow()).downloads).toBe(before + DOWNLOAD_RATE_LIMIT.max);
  });
});
