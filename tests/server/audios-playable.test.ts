/**
 * A recitation must be decodable audio with a duration. Files whose first bytes look like
 * audio but hold none (a bare 16-byte WAV header, a complete WAV header with no sample, the
 * ID3 tag of an MP3 without a single frame, an MP3 frame header and noise) are
 * refused with 415 and a clear reason, and nothing is stored: no row, no bytes.
 */
import { readFile } from 'node:fs/promises';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema';
import type { AudioStore } from '../../src/server/audio-store/audio-store';
import { demoPath } from '../../src/server/seed/demo-anthology';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { makeWav } from '../fixtures/audio/make-wav';
import { multipartBody } from '../fixtures/audio/multipart-body';

let ctx: TestApp;
let poemId: string;
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
  const [poem] = await ctx.database.db.select().from(t.poems).limit(1);
  poemId = poem!.id;
});
afterAll(async () => ctx?.close());

function upload(data: Buffer, filename: string) {
  const body = multipartBody([
    { name: 'title', value: 'Essai' },
    { name: 'poemId', value: poemId },
    { name: 'file', filename, data, contentType: 'application/octet-stream' },
  ]);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/audios',
    payload: body.payload,
    headers: { ...ctx.asAdmin, ...body.headers },
  });
}

/** A WAV header alone (RIFF, WAVE, the start of fmt): 16 bytes. */
const bareWavHeader = () => {
  const b = Buffer.alloc(16);
  b.write('RIFF', 0, 'ascii');
  b.writeUInt32LE(8, 4);
  b.write('WAVEfmt ', 8, 'ascii');
  return b;
};

/** A complete 44-byte WAV header whose data chunk holds no sample. */
const emptyWav = () => makeWav(0);

/** An ID3v2.4 tag with a title frame, and no MPEG frame after it. */
function id3Only(): Buffer {
  const title = Buffer.from('\u0003Kocc neenti leeb', 'latin1');
  const frame = Buffer.alloc(10 + title.length);
  frame.write('TIT2', 0, 'ascii');
  frame.writeUInt32BE(title.length, 4);
  title.copy(frame, 10);
  const header = Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, frame.length]);
  return Buffer.concat([header, frame, Buffer.alloc(512)]);
}

/** An MPEG frame header (0xFFFB…) followed by noise that decodes to nothing. */
const mp3Noise = () =>
  Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(3000, 0x5a)]);

async function rowCount() {
  const [row] = await ctx.database.db.select({ n: count() }).from(t.audios);
  return row!.n;
}

describe('uploads that hold no playable audio', () => {
  it.each([
    ['a bare 16-byte WAV header', bareWavHeader, 'tone.wav'],
    ['a WAV header with no sample', emptyWav, 'tone.wav'],
    ['the ID3 tag of an MP3 alone', id3Only, 'song.mp3'],
    ['an MPEG frame header and noise', mp3Noise, 'song.mp3'],
  ])('refuses %s with 415 and stores nothing', async (_what, make, filename) => {
    const rowsBefore = await rowCount();
    const keysBefore = putKeys.length;
    const res = await upload(make(), filename);
    expect([415]).toContain(res.statusCode);
    expect(res.json()).toMatchObject({ status: 415, error: 'Unsupported Media Type' });
    // The code says which refusal, on the request and on the file field alike.
    expect(['unsupported_format', 'no_audio_track', 'unplayable']).toContain(res.json().code);
    expect(res.json().fieldCodes.file.code).toBe(res.json().code);
    expect(res.json().message).toMatch(/audio|playable|supported/);
    expect(await rowCount()).toBe(rowsBefore);
    for (const key of putKeys.slice(keysBefore)) {
      expect(await ctx.audioStore.size(key)).toBeNull();
    }
  });

  it('still accepts complete recordings, with their duration', async () => {
    const wav = await upload(makeWav(1.5), 'tone.wav');
    expect(wav.statusCode).toBe(201);
    expect(wav.json().durationSec).toBe(1.5);
    const mp3 = await upload(await readFile(demoPath('audio/kocc-neenti-leeb.mp3')), 'k.mp3');
    expect(mp3.statusCode).toBe(201);
    expect(mp3.json().durationSec).toBeGreaterThan(9);
    const [row] = await ctx.database.db
      .select()
      .from(t.audios)
      .where(eq(t.audios.id, mp3.json().id));
    expect(await ctx.audioStore.size(row!.storageKey)).toBe(row!.sizeBytes);
  });
});
