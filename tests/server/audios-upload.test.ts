/**
 * POST /api/audios: streamed multipart upload, type sniffed from the bytes, size limit,
 * server-made keys, fields in any order, and no bytes left behind by a refused upload.
 */
import { readFile } from 'node:fs/promises';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema';
import { demoPath } from '../../src/server/seed/demo-anthology';
import type { AudioStore } from '../../src/server/audio-store/audio-store';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { makeWav } from '../fixtures/audio/make-wav';
import { makeWebm } from '../fixtures/audio/make-webm';
import { multipartBody, type FormPart } from '../fixtures/audio/multipart-body';

let ctx: TestApp;
let mp3: Buffer;
let poemId: string;
let singerId: string;
/** Every key the app asked the store to write, to check refused uploads leave nothing. */
const putKeys: string[] = [];

function recordPuts(store: AudioStore) {
  const put = store.put.bind(store);
  store.put = (key, body, type) => {
    putKeys.push(key);
    return put(key, body, type);
  };
}

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  recordPuts(ctx.audioStore);
  mp3 = await readFile(demoPath('audio/kocc-neenti-leeb.mp3'));
  const [poem] = await ctx.database.db
    .select()
    .from(t.poems)
    .where(eq(t.poems.slug, 'kocc-neenti-leeb'));
  const [singer] = await ctx.database.db.select().from(t.singers);
  poemId = poem!.id;
  singerId = singer!.id;
});
afterAll(async () => ctx?.close());

const fileOf = (
  data: Buffer,
  filename = 'recitation.mp3',
  contentType = 'audio/mpeg',
): FormPart => ({
  name: 'file',
  filename,
  data,
  contentType,
});

function upload(parts: FormPart[], headers: Record<string, string> = ctx.asAdmin) {
  const body = multipartBody(parts);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/audios',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

/** Uploads that the server refused must not leave an object in the store. */
async function expectNothingKeptSince(count: number) {
  const keys = putKeys.slice(count);
  for (const key of keys) expect(await ctx.audioStore.size(key)).toBeNull();
}

describe('POST /api/audios', () => {
  it('stores a real MP3 under a server key, reads its duration and answers the record', async () => {
    const res = await upload([
      { name: 'title', value: 'Ñeenti leeb yi — jàng bu njëkk' },
      { name: 'poemId', value: poemId },
      { name: 'singerId', value: singerId },
      fileOf(mp3, 'kocc-neenti-leeb.mp3'),
    ]);
    expect(res.statusCode).toBe(201);
    const audio = res.json();
    expect(audio).toMatchObject({
      title: 'Ñeenti leeb yi — jàng bu njëkk',
      poemId,
      singerId,
      mimeType: 'audio/mpeg',
      sizeBytes: mp3.length,
      vtt: null,
      plays: 0,
      downloads: 0,
      version: 1,
    });
    expect(audio.durationSec).toBeCloseTo(9.95, 1);
    expect(audio).not.toHaveProperty('storageKey');

    const [row] = await ctx.database.db.select().from(t.audios).where(eq(t.audios.id, audio.id));
    expect(row!.storageKey).toBe(`audio/${audio.id}.mp3`);
    expect(await ctx.audioStore.size(row!.storageKey)).toBe(mp3.length);

    const streamed = await ctx.app.inject({ method: 'GET', url: `/api/audios/stream/${audio.id}` });
    expect(streamed.rawPayload.equals(mp3)).toBe(true);
  });

  it('never lets the client file name reach a path', async () => {
    const res = await upload([
      { name: 'title', value: 'Traversal' },
      { name: 'poemId', value: poemId },
      fileOf(mp3, '../../etc/passwd.mp3'),
    ]);
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.database.db
      .select()
      .from(t.audios)
      .where(eq(t.audios.id, res.json().id));
    expect(row!.storageKey).toMatch(/^audio\/[0-9a-f-]{36}\.mp3$/);
  });

  it('accepts the fields after the file, and WebVTT subtitles', async () => {
    const vtt = await readFile(demoPath('audio/kocc-neenti-leeb.vtt'), 'utf8');
    const res = await upload([
      fileOf(mp3),
      { name: 'vtt', value: vtt },
      { name: 'poemId', value: poemId },
      { name: 'title', value: 'Fields last' },
      { name: 'singerId', value: '' },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ title: 'Fields last', singerId: null, vtt });
  });

  it('accepts a WAV, recognised by its bytes whatever the name and Content-Type', async () => {
    const wav = makeWav(1.5);
    const res = await upload([
      { name: 'title', value: 'Tone' },
      { name: 'poemId', value: poemId },
      fileOf(wav, 'tone.mp3', 'application/octet-stream'),
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      mimeType: 'audio/wav',
      sizeBytes: wav.length,
      durationSec: 1.5,
    });
  });

  it('accepts a WebM with an audio track as audio/webm, and refuses a video-only WebM', async () => {
    const audioOnly = await upload([
      { name: 'title', value: 'WebM audio' },
      { name: 'poemId', value: poemId },
      fileOf(makeWebm({ seconds: 2.5, track: 'audio' }), 'voice.webm', 'video/webm'),
    ]);
    expect(audioOnly.statusCode).toBe(201);
    expect(audioOnly.json()).toMatchObject({ mimeType: 'audio/webm', durationSec: 2.5 });

    const before = putKeys.length;
    const videoOnly = await upload([
      { name: 'title', value: 'WebM video' },
      { name: 'poemId', value: poemId },
      fileOf(makeWebm({ seconds: 2.5, track: 'video' }), 'clip.webm', 'video/webm'),
    ]);
    expect(videoOnly.statusCode).toBe(415);
    expect(videoOnly.json().message).toMatch(/no audio track/);
    expect(putKeys.length).toBe(before + 1);
    await expectNothingKeptSince(before);
  });

  it.each([
    [
      'a PNG',
      Buffer.from(
        '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d8a4a20000000049454e44ae426082',
        'hex',
      ),
      /image\/png/,
    ],
    [
      'a text file named .mp3',
      Buffer.from('Ñeenti leeb yi, du ay woy.\n'.repeat(50)),
      /unrecognised/,
    ],
  ])('answers 415 for %s and stores nothing', async (_what, data, reason) => {
    const before = putKeys.length;
    const res = await upload([
      { name: 'title', value: 'Not audio' },
      { name: 'poemId', value: poemId },
      fileOf(data, 'song.mp3', 'audio/mpeg'),
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      status: 415,
      error: 'Unsupported Media Type',
      code: 'unsupported_format',
    });
    expect(res.json().message).toMatch(reason);
    expect(putKeys.length).toBe(before);
  });

  it('answers 400 per field, and deletes the stored file', async () => {
    const before = putKeys.length;
    const res = await upload([
      fileOf(mp3),
      { name: 'title', value: '   ' },
      { name: 'poemId', value: 'nope' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ title: 'Title is required', poemId: 'Must be a valid id' });
    await expectNothingKeptSince(before);
  });

  it('answers 400 on poemId / singerId that name nothing, and on bad WebVTT', async () => {
    const before = putKeys.length;
    const unknown = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
    const refs = await upload([
      { name: 'title', value: 'T' },
      { name: 'poemId', value: unknown },
      { name: 'singerId', value: unknown },
      fileOf(mp3),
    ]);
    expect(refs.statusCode).toBe(400);
    expect(refs.json().fields).toEqual({ poemId: 'Poem not found', singerId: 'Singer not found' });

    const vtt = await upload([
      { name: 'title', value: 'T' },
      { name: 'poemId', value: poemId },
      {
        name: 'vtt',
        value: 'WEBVTT\n\n00:00.000 --> 00:02.000\nfine\n\nnot a timing line\ntext\n',
      },
      fileOf(mp3),
    ]);
    expect(vtt.statusCode).toBe(400);
    expect(vtt.json().fields.vtt).toBe('Line 7: Expected a cue timing line "start --> end"');
    await expectNothingKeptSince(before);
  });

  it('answers 400 without a file, or with two', async () => {
    const none = await upload([
      { name: 'title', value: 'T' },
      { name: 'poemId', value: poemId },
    ]);
    expect(none.statusCode).toBe(400);
    expect(none.json().fields).toEqual({ file: 'An audio file is required' });

    const before = putKeys.length;
    const two = await upload([
      { name: 'title', value: 'T' },
      { name: 'poemId', value: poemId },
      fileOf(mp3),
      fileOf(mp3, 'second.mp3'),
    ]);
    expect(two.statusCode).toBe(400);
    expect(two.json().fields).toHaveProperty('file');
    await expectNothingKeptSince(before);
  });

  it('answers 415 with a reason for a body that is not multipart', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/audios',
      headers: ctx.asAdmin,
      payload: { title: 'T', poemId },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/multipart\/form-data/);
  });

  it('answers 400 for a malformed or cut-off form, keeping no bytes and writing no row', async () => {
    const before = putKeys.length;
    const post = (payload: string | Buffer, contentType: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/audios',
        payload,
        headers: { ...ctx.asAdmin, 'content-type': contentType },
      });
    const parts = (title: string) => [
      { name: 'title', value: title },
      { name: 'poemId', value: poemId },
      fileOf(mp3),
    ];
    const expect400 = (res: Awaited<ReturnType<typeof post>>, reason: RegExp) => {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        status: 400,
        error: 'Bad Request',
        code: 'malformed_request',
      });
      expect(res.json().message).toMatch(reason);
    };

    // No boundary in the Content-Type.
    expect400(
      await post(multipartBody(parts('No boundary')).payload, 'multipart/form-data'),
      /no boundary/,
    );
    // A body that is not a form at all.
    expect400(await post('garbage', 'multipart/form-data; boundary=xyz'), /ended before/);
    // Cut off in the middle of the file: its first bytes already reached the store.
    const whole = multipartBody(parts('Cut in the file'));
    const stored = putKeys.length;
    expect400(
      await post(
        whole.payload.subarray(0, whole.payload.length / 2),
        whole.headers['content-type'],
      ),
      /ended before/,
    );
    expect(putKeys.length).toBe(stored + 1);
    // Cut off in a field after a complete file.
    const after = multipartBody([fileOf(mp3), ...parts('Cut after the file').slice(0, 2)]);
    const cut = after.payload.indexOf(poemId) + 8;
    expect400(
      await post(after.payload.subarray(0, cut), after.headers['content-type']),
      /ended before/,
    );
    expect(putKeys.length).toBe(stored + 2);

    await expectNothingKeptSince(before);
    const rows = await ctx.database.db
      .select()
      .from(t.audios)
      .where(inArray(t.audios.title, ['No boundary', 'Cut in the file', 'Cut after the file']));
    expect(rows).toHaveLength(0);
  });

  it('is for administrators only', async () => {
    const parts = [{ name: 'title', value: 'T' }, { name: 'poemId', value: poemId }, fileOf(mp3)];
    expect((await upload(parts, {})).statusCode).toBe(401);
    expect((await upload(parts, ctx.asReader)).statusCode).toBe(403);
  });
});

describe('POST /api/audios with a small AUDIO_MAX_BYTES', () => {
  let small: TestApp;
  const keys: string[] = [];
  beforeAll(async () => {
    small = await createTestApp({ seed: true, env: { AUDIO_MAX_BYTES: '10000' } });
    const put = small.audioStore.put.bind(small.audioStore);
    small.audioStore.put = (key, body, type) => {
      keys.push(key);
      return put(key, body, type);
    };
  });
  afterAll(async () => small?.close());

  it('answers 413 for a larger file and keeps no partial object', async () => {
    const [poem] = await small.database.db.select().from(t.poems).limit(1);
    const body = multipartBody([
      { name: 'title', value: 'Too big' },
      { name: 'poemId', value: poem!.id },
      fileOf(mp3),
    ]);
    const res = await small.app.inject({
      method: 'POST',
      url: '/api/audios',
      payload: body.payload,
      headers: { ...small.asAdmin, ...body.headers },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      status: 413,
      error: 'Payload Too Large',
      code: 'file_too_large',
      params: { maxBytes: 10000 },
      fieldCodes: { file: { code: 'file_too_large', params: { maxBytes: 10000 } } },
    });
    expect(res.json().message).toMatch(/10000 bytes/);
    expect(keys).toHaveLength(1);
    expect(await small.audioStore.size(keys[0]!)).toBeNull();
    const rows = await small.database.db
      .select()
      .from(t.audios)
      .where(eq(t.audios.title, 'Too big'));
    expect(rows).toHaveLength(0);
  });
});
