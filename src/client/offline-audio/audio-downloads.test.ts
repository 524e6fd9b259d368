import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppDb } from '@client/db/db';
import {
  AudioDownloadError,
  cancelDownload,
  DownloadCancelled,
  downloadAudio,
  downloadProgress,
  reconcileDownloads,
  removeDownload,
  subscribeDownloads,
} from './audio-downloads';
import { AUDIO_CACHE } from '@domain/audio-stream';

/** Cache Storage as browsers implement it (jsdom has none), optionally full. */
class FakeCaches {
  readonly buckets = new Map<string, Map<string, Uint8Array>>();
  full = false;
  open = async (name: string) => {
    const bucket = this.buckets.get(name) ?? new Map<string, Uint8Array>();
    this.buckets.set(name, bucket);
    const key = (r: RequestInfo | URL) => new URL(String(r), location.href).href;
    return {
      put: async (r: RequestInfo | URL, response: Response) => {
        if (this.full) throw new DOMException('full', 'QuotaExceededError');
        bucket.set(key(r), new Uint8Array(await response.arrayBuffer()));
      },
      delete: async (r: RequestInfo | URL) => bucket.delete(key(r)),
      keys: async () => [...bucket.keys()].map((url) => ({ url })),
    };
  };
  delete = async (name: string) => this.buckets.delete(name);
}

const BYTES = new Uint8Array(3000).map((_, i) => i % 251);

function streamedResponse() {
  const chunks = [BYTES.slice(0, 1000), BYTES.slice(1000, 2000), BYTES.slice(2000)];
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = chunks.shift();
      if (next) controller.enqueue(next);
      else controller.close();
    },
  });
  return new Response(body, {
    headers: { 'content-type': 'audio/mpeg', 'content-length': String(BYTES.length) },
  });
}

let database: AppDb;
let fakeCaches: FakeCaches;
let persist: ReturnType<typeof vi.fn>;
let n = 0;
const audio = { id: 'a1', poemId: 'p1', mimeType: 'audio/mpeg', sizeBytes: 3000 };

beforeEach(() => {
  database = new AppDb(`downloads-${++n}`);
  fakeCaches = new FakeCaches();
  persist = vi.fn(async () => true);
  vi.stubGlobal('caches', fakeCaches);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => streamedResponse()),
  );
  Object.defineProperty(navigator, 'storage', { value: { persist }, configurable: true });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await database.delete();
});

describe('downloading a recitation for offline', () => {
  it('stores the whole file, lists it with its size, reports progress and asks for persistence once', async () => {
    const seen: number[] = [];
    const stop = subscribeDownloads(() => {
      const p = downloadProgress('a1');
      if (p !== undefined) seen.push(p);
    });
    await downloadAudio(audio, database);
    stop();
    expect(seen.at(-1)).toBe(1);
    expect(seen.some((p) => p > 0 && p < 1)).toBe(true);
    const stored = fakeCaches.buckets.get(AUDIO_CACHE)!;
    expect([...stored.values()][0]).toEqual(BYTES);
    expect([...stored.keys()][0]).toMatch(/\/api\/audios\/stream\/a1$/);
    expect(await database.downloads.get('a1')).toMatchObject({ poemId: 'p1', sizeBytes: 3000 });
    await downloadAudio({ ...audio, id: 'a2' }, database);
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('turns a full device into a quota error and leaves nothing half-stored', async () => {
    fakeCaches.full = true;
    const failed = downloadAudio(audio, database);
    await expect(failed).rejects.toBeInstanceOf(AudioDownloadError);
    await expect(failed).rejects.toMatchObject({ reason: 'quota' });
    expect(await database.downloads.count()).toBe(0);
    expect(fakeCaches.buckets.get(AUDIO_CACHE)?.size ?? 0).toBe(0);
  });

  it('reports a connection cut mid-file as a network failure and keeps nothing', async () => {
    const cut = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(BYTES.slice(0, 1000));
        controller.error(new TypeError('network error'));
      },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(cut, { headers: { 'content-length': '3000' } })),
    );
    await expect(downloadAudio(audio, database)).rejects.toMatchObject({ reason: 'network' });
    expect(await database.downloads.count()).toBe(0);
    expect(fakeCaches.buckets.get(AUDIO_CACHE)?.size ?? 0).toBe(0);
    expect(downloadProgress('a1')).toBeUndefined();
  });

  it('cancels a download in progress: the fetch is aborted and nothing is kept', async () => {
    // As a browser's fetch does: the body stops with an AbortError once the signal aborts.
    let aborted = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(BYTES.slice(0, 1000));
            request.signal.addEventListener('abort', () => {
              aborted = true;
              controller.error(new DOMException('aborted', 'AbortError'));
            });
          },
        });
        return new Response(body, { headers: { 'content-length': '3000' } });
      }),
    );
    const started = new Promise<void>((resolve) => {
      const stop = subscribeDownloads(() => {
        if ((downloadProgress('a1') ?? 0) > 0) {
          stop();
          resolve();
        }
      });
    });
    const download = downloadAudio(audio, database);
    await started;
    cancelDownload('a1');
    await expect(download).rejects.toBeInstanceOf(DownloadCancelled);
    expect(aborted).toBe(true);
    expect(await database.downloads.count()).toBe(0);
    expect(fakeCaches.buckets.get(AUDIO_CACHE)?.size ?? 0).toBe(0);
    expect(downloadProgress('a1')).toBeUndefined();
    // Nothing left in the way of a new download of the same recitation.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => streamedResponse()),
    );
    await downloadAudio(audio, database);
    expect(await database.downloads.count()).toBe(1);
  });

  it('reports a server refusal as such', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('nope', { status: 404 })),
    );
    await expect(downloadAudio(audio, database)).rejects.toMatchObject({ reason: 'server' });
  });

  it('removes one download, and reconciles what an older version cached on first play', async () => {
    await downloadAudio(audio, database);
    await downloadAudio({ ...audio, id: 'a2' }, database);
    const bucket = await fakeCaches.open(AUDIO_CACHE);
    await bucket.put('/api/audios/stream/played-once', new Response('x'));
    await database.downloads.put({
      audioId: 'evicted',
      poemId: 'p',
      sizeBytes: 1,
      downloadedAt: 1,
    });
    await reconcileDownloads(database);
    const urls = (await bucket.keys()).map((k) => new URL(k.url).pathname).sort();
    expect(urls).toEqual(['/api/audios/stream/a1', '/api/audios/stream/a2']);
    expect((await database.downloads.toCollection().primaryKeys()).sort()).toEqual(['a1', 'a2']);
    await removeDownload('a1', database);
    expect((await bucket.keys()).map((k) => new URL(k.url).pathname)).toEqual([
      '/api/audios/stream/a2',
    ]);
    expect(await database.downloads.count()).toBe(1);
  });
});
