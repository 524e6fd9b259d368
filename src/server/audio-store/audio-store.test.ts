/**
 * One contract for every audio store: the local folder, and the S3 store against a real
 * S3-compatible server, s3rver (a dev dependency, started here on 127.0.0.1): the S3 suite
 * always runs, in `npm test` and in CI.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  S3RVER_CREDENTIALS,
  startS3Server,
  type S3Server,
} from '../../../scripts/cluster/s3-server';
import type { AudioStore } from './audio-store';
import { createLocalAudioStore } from './local-audio-store';
import { createS3AudioStore, parseS3Spec } from './s3-audio-store';

const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 7) % 256));
const chunked = (data: Buffer, size = 8192) =>
  Readable.from(
    Array.from({ length: Math.ceil(data.length / size) }, (_, i) =>
      data.subarray(i * size, (i + 1) * size),
    ),
    { objectMode: false },
  );

function storeContract(name: string, getStore: () => AudioStore) {
  describe(`${name} audio store`, () => {
    it('stores a stream and reports its size', async () => {
      const store = getStore();
      expect(await store.put('audio/one.mp3', chunked(bytes), 'audio/mpeg')).toEqual({
        sizeBytes: bytes.length,
      });
      expect(await store.size('audio/one.mp3')).toBe(bytes.length);
      expect((await buffer(await store.get('audio/one.mp3'))).equals(bytes)).toBe(true);
    });

    it('reads exactly one inclusive byte range', async () => {
      const store = getStore();
      await store.put('audio/range.mp3', chunked(bytes), 'audio/mpeg');
      const slice = await buffer(await store.get('audio/range.mp3', { start: 1000, end: 66_535 }));
      expect(slice.equals(bytes.subarray(1000, 66_536))).toBe(true);
      const last = await buffer(
        await store.get('audio/range.mp3', { start: bytes.length - 1, end: bytes.length - 1 }),
      );
      expect([...last]).toEqual([bytes[bytes.length - 1]]);
    });

    it('knows nothing of a missing key: size null, get rejects with ENOENT', async () => {
      const store = getStore();
      expect(await store.size('audio/missing.mp3')).toBeNull();
      await expect(store.get('audio/missing.mp3')).rejects.toMatchObject({ code: 'ENOENT' });
    });

    it('deletes, and deleting twice is fine', async () => {
      const store = getStore();
      await store.put('audio/gone.mp3', chunked(bytes), 'audio/mpeg');
      await store.delete('audio/gone.mp3');
      expect(await store.size('audio/gone.mp3')).toBeNull();
      await expect(store.delete('audio/gone.mp3')).resolves.toBeUndefined();
    });

    it('keeps nothing when the source stream fails half way', async () => {
      const store = getStore();
      async function* failing() {
        yield bytes.subarray(0, 10_000);
        throw new Error('client went away');
      }
      await expect(
        store.put(
          'audio/partial.mp3',
          Readable.from(failing(), { objectMode: false }),
          'audio/mpeg',
        ),
      ).rejects.toThrow();
      expect(await store.size('audio/partial.mp3')).toBeNull();
    });

    it('refuses keys that could escape its folder or bucket prefix', async () => {
      const store = getStore();
      for (const key of ['../escape.mp3', 'audio/../../x.mp3', '/abs.mp3', 'Audio/UPPER.mp3']) {
        await expect(store.size(key)).rejects.toThrow(/unsafe audio key/);
      }
    });
  });
}

let folder = '';
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'taalif-store-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});
storeContract('local', () => createLocalAudioStore(folder));

describe('local audio store: ranges read from files kept open', () => {
  const other = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 13 + 5) % 256));

  it('reads ranges equal to the stream, concurrently, and a short one at the end', async () => {
    const store = createLocalAudioStore(folder);
    await store.put('audio/kept.mp3', chunked(bytes), 'audio/mpeg');
    const ranges = [
      { start: 0, end: 0 },
      { start: 1000, end: 50_999 },
      { start: 69_000, end: 69_999 },
      { start: 12_345, end: 12_400 },
    ];
    const read = await Promise.all(
      ranges.map((range) => store.readRange!('audio/kept.mp3', range)),
    );
    ranges.forEach((range, i) =>
      expect(read[i]!.equals(bytes.subarray(range.start, range.end + 1))).toBe(true),
    );
    const past = await store.readRange!('audio/kept.mp3', { start: 69_990, end: 70_100 });
    expect(past.equals(bytes.subarray(69_990))).toBe(true);
  });

  it('never answers the bytes of a file replaced or deleted through the store', async () => {
    const store = createLocalAudioStore(folder);
    await store.put('audio/changes.mp3', chunked(bytes), 'audio/mpeg');
    const range = { start: 100, end: 199 };
    expect(
      (await store.readRange!('audio/changes.mp3', range)).equals(bytes.subarray(100, 200)),
    ).toBe(true);
    await store.put('audio/changes.mp3', chunked(other), 'audio/mpeg');
    expect(
      (await store.readRange!('audio/changes.mp3', range)).equals(other.subarray(100, 200)),
    ).toBe(true);
    await store.delete('audio/changes.mp3');
    await expect(store.readRange!('audio/changes.mp3', range)).rejects.toMatchObject({
      code: 'ENOENT',
    });
  });
});

describe('parseS3Spec', () => {
  it('reads the bucket and an optional prefix', () => {
    expect(parseS3Spec('s3://audio-bucket')).toEqual({ bucket: 'audio-bucket', prefix: '' });
    expect(parseS3Spec('s3://audio-bucket/taalif/prod/')).toEqual({
      bucket: 'audio-bucket',
      prefix: 'taalif/prod/',
    });
    expect(() => parseS3Spec('http://x/y')).toThrow(/Invalid AUDIO_STORE/);
  });
});

describe('S3 audio store (s3rver)', () => {
  let store: AudioStore;
  let s3Server: S3Server;
  let s3Folder = '';
  beforeAll(async () => {
    s3Folder = await mkdtemp(join(tmpdir(), 'taalif-s3rver-'));
    s3Server = await startS3Server(s3Folder, 0, ['taalif-test']);
    const client = new S3Client({
      region: 'us-east-1',
      endpoint: s3Server.endpoint,
      forcePathStyle: true,
      credentials: S3RVER_CREDENTIALS,
    });
    store = await createS3AudioStore(
      's3://taalif-test/some/prefix',
      { S3_REGION: 'us-east-1', S3_ENDPOINT: undefined, S3_FORCE_PATH_STYLE: true },
      client,
    );
  });
  afterAll(async () => {
    await s3Server?.stop();
    await rm(s3Folder, { recursive: true, force: true });
  });

  storeContract('S3', () => store);

  it('streams a file larger than one multipart part (lib-storage Upload)', async () => {
    const big = Buffer.alloc(11 * 1024 * 1024 + 123, 7);
    big.write('start', 0);
    big.write('end', big.length - 3);
    expect(await store.put('audio/big.wav', chunked(big, 64 * 1024), 'audio/wav')).toEqual({
      sizeBytes: big.length,
    });
    expect(await store.size('audio/big.wav')).toBe(big.length);
    const tail = await buffer(
      await store.get('audio/big.wav', { start: big.length - 3, end: big.length - 1 }),
    );
    expect(tail.toString()).toBe('end');
    await store.delete('audio/big.wav');
  });
});
