/**
 * How readers get recitations: /stream (Range → 206, 416, conditional GET → 304, HEAD),
 * /download (attachment named after the title, counts downloads) and /track (counts plays).
 */
import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema';
import { demoPath } from '../../src/server/seed/demo-anthology';
import { createTestApp, type TestApp } from '../helpers/test-app';

let ctx: TestApp;
let audio: typeof t.audios.$inferSelect;
let mp3: Buffer;
const unknownId = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  const [poem] = await ctx.database.db.select().from(t.poems).where(eq(t.poems.slug, 'tegg-caam'));
  audio = (await ctx.database.db.select().from(t.audios).where(eq(t.audios.poemId, poem!.id)))[0]!;
  mp3 = await readFile(demoPath('audio/tegg-caam.mp3'));
});
afterAll(async () => ctx?.close());

const stream = (
  headers: Record<string, string> = {},
  method: 'GET' | 'HEAD' = 'GET',
  id = audio.id,
) => ctx.app.inject({ method, url: `/api/audios/stream/${id}`, headers });
const rowOf = async () =>
  (await ctx.database.db.select().from(t.audios).where(eq(t.audios.id, audio.id)))[0]!;

describe('GET /api/audios/stream/:id', () => {
  it('answers the whole file with Accept-Ranges, length, type and cache headers', async () => {
    const res = await stream();
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'accept-ranges': 'bytes',
      'content-length': String(mp3.length),
      'content-type': 'audio/mpeg',
      'cache-control': 'public, no-cache',
      etag: `"${audio.id}-${mp3.length}"`,
    });
    expect(new Date(String(res.headers['last-modified'])).getTime()).toBeGreaterThan(0);
    expect(res.rawPayload.equals(mp3)).toBe(true);
  });

  it.each([
    ['bytes=0-99', 0, 99],
    ['bytes=1000-', 1000, 221849],
    ['bytes=-500', 221350, 221849],
    ['bytes=221800-999999', 221800, 221849],
  ])('answers %s with 206 and exactly those bytes', async (range, start, end) => {
    const res = await stream({ range });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/${mp3.length}`);
    expect(res.headers['content-length']).toBe(String(end - start + 1));
    expect(res.headers['content-type']).toBe('audio/mpeg');
    expect(res.rawPayload.equals(mp3.subarray(start, end + 1))).toBe(true);
  });

  it('answers 416 with the size for a range past the end or a malformed one', async () => {
    for (const range of [`bytes=${mp3.length}-`, 'bytes=500-100', 'bytes=x-y']) {
      const res = await stream({ range });
      expect(res.statusCode).toBe(416);
      expect(res.headers['content-range']).toBe(`bytes */${mp3.length}`);
      expect(res.json()).toMatchObject({
        status: 416,
        error: 'Range Not Satisfiable',
        code: 'range_not_satisfiable',
      });
    }
  });

  it('answers the whole body for several ranges, or when If-Range no longer matches', async () => {
    const multi = await stream({ range: 'bytes=0-9,100-109' });
    expect(multi.statusCode).toBe(200);
    expect(multi.rawPayload.length).toBe(mp3.length);
    const stale = await stream({ range: 'bytes=0-9', 'if-range': '"old-tag"' });
    expect(stale.statusCode).toBe(200);
    const current = await stream({ range: 'bytes=0-9', 'if-range': `"${audio.id}-${mp3.length}"` });
    expect(current.statusCode).toBe(206);
  });

  it('answers 304 to a matching If-None-Match or a recent If-Modified-Since', async () => {
    const first = await stream();
    const etag = String(first.headers.etag);
    const cached = await stream({ 'if-none-match': etag });
    expect(cached.statusCode).toBe(304);
    expect(cached.rawPayload.length).toBe(0);
    expect(cached.headers.etag).toBe(etag);
    expect((await stream({ 'if-none-match': '"something-else"' })).statusCode).toBe(200);
    const since = await stream({
      'if-modified-since': new Date(Date.now() + 60_000).toUTCString(),
    });
    expect(since.statusCode).toBe(304);
  });

  it('answers HEAD with the headers only', async () => {
    const full = await stream({}, 'HEAD');
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-length']).toBe(String(mp3.length));
    expect(full.rawPayload.length).toBe(0);
    const part = await stream({ range: 'bytes=-10' }, 'HEAD');
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(
      `bytes ${mp3.length - 10}-${mp3.length - 1}/${mp3.length}`,
    );
    expect(part.headers['content-length']).toBe('10');
  });

  it('answers 404 for an unknown audio and 400 for a bad id', async () => {
    expect((await stream({}, 'GET', unknownId)).statusCode).toBe(404);
    expect((await stream({}, 'GET', 'nope')).statusCode).toBe(400);
  });
});

describe('GET /api/audios/download/:id', () => {
  it('answers the file as an attachment named after the title, and counts it', async () => {
    const before = (await rowOf()).downloads;
    const res = await ctx.app.inject({ method: 'GET', url: `/api/audios/download/${audio.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/mpeg');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Tegg caam _ recitation de synthese.mp3"; ` +
        `filename*=UTF-8''T%C3%ABgg%20caam%20%E2%80%94%20r%C3%A9citation%20de%20synth%C3%A8se.mp3`,
    );
    expect(res.rawPayload.equals(mp3)).toBe(true);
    const after = await rowOf();
    expect(after.downloads).toBe(before + 1);
    expect(after.version).toBe(audio.version);
  });

  it('does not count a HEAD, and 404s for an unknown audio', async () => {
    const before = (await rowOf()).downloads;
    const head = await ctx.app.inject({ method: 'HEAD', url: `/api/audios/download/${audio.id}` });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(mp3.length));
    expect((await rowOf()).downloads).toBe(before);
    const missing = await ctx.app.inject({
      method: 'GET',
      url: `/api/audios/download/${unknownId}`,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('POST /api/audios/track/:id', () => {
  const track = (id: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: `/api/audios/track/${id}`, headers });

  it('counts a play from anyone, signed in or not, without bumping the version', async () => {
    const before = await rowOf();
    expect((await track(audio.id)).statusCode).toBe(200);
    expect((await track(audio.id, ctx.asReader)).statusCode).toBe(200);
    await Promise.all([track(audio.id), track(audio.id), track(audio.id)]);
    const after = await rowOf();
    expect(after.plays).toBe(before.plays + 5);
    expect(after.version).toBe(before.version);
    expect(after.rev).toBeGreaterThan(before.rev);
    const api = await ctx.app.inject({ method: 'GET', url: `/api/audios/${audio.id}` });
    expect(api.json().plays).toBe(before.plays + 5);
  });

  it('answers 404 for an unknown audio and 400 for a bad id', async () => {
    const missing = await track(unknownId);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Audio not found');
    expect((await track('nope')).statusCode).toBe(400);
  });
});

describe('an audio whose stored bytes went missing', () => {
  it('answers a clean JSON 404 on stream and download, and counts nothing', async () => {
    const [poem] = await ctx.database.db
      .select()
      .from(t.poems)
      .where(eq(t.poems.slug, 'kocc-neenti-leeb'));
    const [row] = await ctx.database.db
      .select()
      .from(t.audios)
      .where(eq(t.audios.poemId, poem!.id));
    await ctx.audioStore.delete(row!.storageKey);
    for (const url of [`/api/audios/stream/${row!.id}`, `/api/audios/download/${row!.id}`]) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-9' } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        status: 404,
        error: 'Not Found',
        code: 'not_found',
        message: 'Audio file not found',
      });
      expect(String(res.headers['cache-control'] ?? '')).not.toMatch(/max-age/);
      expect(res.headers['content-range']).toBeUndefined();
    }
    const [after] = await ctx.database.db.select().from(t.audios).where(eq(t.audios.id, row!.id));
    expect(after!.downloads).toBe(row!.downloads);
  });
});
