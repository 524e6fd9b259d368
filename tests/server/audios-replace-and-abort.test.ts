/**
 * The dashboard's recordings, on the server: replacing a recording's file keeps
 * its id, counters and links and flags its timing for review; a refused file names its reason
 * on `fields.file` and changes nothing; an upload the browser aborts half-way leaves no row
 * and no file (not even a partial one); the list is searched by title and sorted by the
 * dashboard's columns.
 */
import { request as httpRequest } from 'node:http';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { needsTimingReview } from '../../src/domain/vtt/timing-review';
import * as t from '../../src/server/db/schema';
import { demoPath } from '../../src/server/seed/demo-anthology';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { makeWav } from '../fixtures/audio/make-wav';
import { multipartBody, type FormPart } from '../fixtures/audio/multipart-body';

let ctx: TestApp;
let mp3: Buffer;
let vtt: string;
let poemId: string;
/** A PNG's first bytes: what a picture renamed .mp3 starts with. */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
  Buffer.alloc(4096, 7),
]);

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  mp3 = await readFile(demoPath('audio/kocc-neenti-leeb.mp3'));
  vtt = await readFile(demoPath('audio/kocc-neenti-leeb.vtt'), 'utf8');
  const [poem] = await ctx.database.db.select().from(t.poems).limit(1);
  poemId = poem!.id;
});
afterAll(async () => ctx?.close());

const file = (data: Buffer, filename = 'recitation.mp3'): FormPart => ({
  name: 'file',
  filename,
  data,
  contentType: 'audio/mpeg',
});

function send(method: 'POST' | 'PUT', url: string, parts: FormPart[]) {
  const body = multipartBody(parts);
  return ctx.app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...ctx.asAdmin, ...body.headers },
  });
}

async function uploadTimed(title: string) {
  const res = await send('POST', '/api/audios', [
    { name: 'title', value: title },
    { name: 'poemId', value: poemId },
    { name: 'vtt', value: vtt },
    file(mp3),
  ]);
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string; version: number }>();
}

/** How many recordings the database holds. */
const audioCount = async () => (await ctx.database.db.select({ n: count() }).from(t.audios))[0]!.n;

const rowOf = async (id: string) =>
  (await ctx.database.db.select().from(t.audios).where(eq(t.audios.id, id)))[0];

/** Every name in the audio folder, partial files included. */
const storedNames = async () =>
  readdir(join(ctx.app.config.env.DATA_DIR, 'audio'), { recursive: true });

describe('PUT /api/audios/:id/file', () => {
  it('keeps id, counters and links, takes the new bytes and flags the timing', async () => {
    const audio = await uploadTimed('To replace');
    await ctx.app.inject({ method: 'POST', url: `/api/audios/track/${audio.id}` });
    const before = (await rowOf(audio.id))!;
    const firstTag = (
      await ctx.app.inject({ method: 'GET', url: `/api/audios/stream/${audio.id}` })
    ).headers.etag;
    const wav = makeWav(2);

    const res = await send('PUT', `/api/audios/${audio.id}/file?version=${before.version}`, [
      file(wav, 'new.wav'),
    ]);

    expect(res.statusCode).toBe(200);
    const replaced = res.json();
    expect(replaced).toMatchObject({
      id: audio.id,
      title: 'To replace',
      poemId,
      plays: 1,
      mimeType: 'audio/wav',
      sizeBytes: wav.length,
      version: before.version + 1,
    });
    expect(replaced.durationSec).toBeCloseTo(2, 1);
    expect(needsTimingReview(replaced.vtt)).toBe(true);
    const after = (await rowOf(audio.id))!;
    expect(after.storageKey).not.toBe(before.storageKey);
    expect(await ctx.audioStore.size(before.storageKey)).toBeNull();
    const streamed = await ctx.app.inject({ method: 'GET', url: `/api/audios/stream/${audio.id}` });
    expect(streamed.rawPayload.equals(wav)).toBe(true);
    expect(streamed.headers.etag).not.toBe(firstTag);
    // A reader's copy cached under the old tag is not "not modified" any more.
    const revalidated = await ctx.app.inject({
      method: 'GET',
      url: `/api/audios/stream/${audio.id}`,
      headers: { 'if-none-match': String(firstTag) },
    });
    expect(revalidated.statusCode).toBe(200);
  });

  it('refuses a stale version, a PNG and a missing file, and changes nothing', async () => {
    const audio = await uploadTimed('Kept as it was');
    const before = (await rowOf(audio.id))!;
    const namesBefore = await storedNames();

    const stale = await send('PUT', `/api/audios/${audio.id}/file?version=${before.version + 5}`, [
      file(mp3),
    ]);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().fields).toEqual({ version: 'Stale version' });

    const png = await send('PUT', `/api/audios/${audio.id}/file?version=${before.version}`, [
      file(PNG, 'picture.mp3'),
    ]);
    expect(png.statusCode).toBe(415);
    expect(png.json().fields.file).toMatch(/not a supported audio format \(found image\/png\)/);

    const none = await send('PUT', `/api/audios/${audio.id}/file?version=${before.version}`, [
      { name: 'title', value: 'no file' },
    ]);
    expect(none.statusCode).toBe(400);
    expect(none.json().fields).toEqual({ file: 'An audio file is required' });

    expect(await rowOf(audio.id)).toEqual(before);
    expect((await storedNames()).sort()).toEqual(namesBefore.sort());
  });

  it('is for administrators, and 404s for an unknown recording', async () => {
    const audio = await uploadTimed('Guarded');
    const body = multipartBody([file(mp3)]);
    const asReader = await ctx.app.inject({
      method: 'PUT',
      url: `/api/audios/${audio.id}/file?version=1`,
      payload: body.payload,
      headers: { ...ctx.asReader, ...body.headers },
    });
    expect(asReader.statusCode).toBe(403);
    const unknown = await send(
      'PUT',
      '/api/audios/0190a000-0000-7000-8000-000000000000/file?version=1',
      [file(mp3)],
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe('POST /api/audios refusals', () => {
  it('puts the reason on the file field: a PNG renamed .mp3 is 415, nothing stored', async () => {
    const rowsBefore = await audioCount();
    const namesBefore = await storedNames();
    const res = await send('POST', '/api/audios', [
      { name: 'title', value: 'A picture' },
      { name: 'poemId', value: poemId },
      file(PNG, 'picture.mp3'),
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json().fields.file).toBe(res.json().message);
    const rowsAfter = await audioCount();
    expect(rowsAfter).toBe(rowsBefore);
    expect((await storedNames()).sort()).toEqual(namesBefore.sort());
  });
});

describe('an upload aborted half-way', () => {
  it('leaves no row and no file, partial or whole', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const rowsBefore = await audioCount();
    const namesBefore = await storedNames();
    const big = Buffer.concat(Array.from({ length: 8 }, () => mp3));
    const body = multipartBody([
      { name: 'title', value: 'Cancelled' },
      { name: 'poemId', value: poemId },
      file(big),
    ]);
    const url = new URL('/api/audios', address);
    let sawPartial = false;
    await new Promise<void>((resolve) => {
      const req = httpRequest(url, {
        method: 'POST',
        headers: {
          ...ctx.asAdmin,
          ...body.headers,
          'content-length': String(body.payload.length),
        },
      });
      req.on('error', () => resolve());
      req.on('close', () => resolve());
      // Half the body, then the browser's Cancel: the connection goes away.
      req.write(body.payload.subarray(0, body.payload.length / 2), async () => {
        sawPartial = await vi
          .waitFor(
            async () => {
              if (!(await storedNames()).some((name) => name.includes('.partial-')))
                throw new Error('no partial file yet');
              return true;
            },
            { timeout: 1_000, interval: 20 },
          )
          .catch(() => false);
        req.destroy();
      });
    });
    // The server notices the closed connection and cleans up: wait until it has.
    expect(sawPartial).toBe(true);
    await expect
      .poll(async () => (await storedNames()).sort(), { timeout: 5000 })
      .toEqual(namesBefore.sort());
    const rowsAfter = await audioCount();
    expect(rowsAfter).toBe(rowsBefore);
  });
});

describe('GET /api/audios for the dashboard', () => {
  it('finds recordings by part of the title, any case and accents, and sorts by size', async () => {
    await uploadTimed('Jàngu Ñeenti Leeb');
    const found = await ctx.app.inject({ method: 'GET', url: '/api/audios?q=jangu%20neenti' });
    expect(found.statusCode).toBe(200);
    expect(found.json().content.map((a: { title: string }) => a.title)).toEqual([
      'Jàngu Ñeenti Leeb',
    ]);
    const bySize = await ctx.app.inject({ method: 'GET', url: '/api/audios?sort=sizeBytes,desc' });
    const sizes = bySize.json().content.map((a: { sizeBytes: number }) => a.sizeBytes);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
  });
});
