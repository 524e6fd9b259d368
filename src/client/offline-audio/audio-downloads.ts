/**
 * Recitations saved for offline listening. The bytes go into the Cache Storage bucket the
 * service worker answers `/api/audios/stream/:id` from ('taalif-audio', with true 206
 * answers to Range requests); the `downloads` table lists them with their sizes for the
 * storage screen and the "available offline" filters. Persistent storage is asked for on
 * the first download, so the browser does not evict a reader's recitations under pressure.
 *
 * Downloads in progress live here (not in a component), so their progress survives a
 * screen change; the UI subscribes through useOfflineAudio. A download in progress can be
 * cancelled: its fetch is aborted and nothing of it stays stored.
 */
import type { Audio } from '@domain/schemas';
import { db as appDb, type AppDb } from '@client/db/db';
import { getPreference, setPreference } from '@client/lib/preferences';
import { AUDIO_CACHE, audioStreamUrl } from '@domain/audio-stream';

export type DownloadFailure = 'quota' | 'network' | 'server';

export class AudioDownloadError extends Error {
  constructor(readonly reason: DownloadFailure) {
    super(`Audio download failed (${reason})`);
  }
}

/** The reader cancelled the download: not a failure to report. */
export class DownloadCancelled extends Error {
  constructor() {
    super('Audio download cancelled');
  }
}

type AudioToSave = Pick<Audio, 'id' | 'poemId' | 'mimeType' | 'sizeBytes'>;

interface InFlight {
  progress: number;
  promise: Promise<void>;
  abort: AbortController;
}
const inFlight = new Map<string, InFlight>();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

/** Progress (0..1) of a download in progress, or undefined. */
export const downloadProgress = (audioId: string): number | undefined =>
  inFlight.get(audioId)?.progress;

export function subscribeDownloads(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isQuotaError = (error: unknown) =>
  error instanceof DOMException &&
  (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED');

/** Asks once for persistent storage (the browser may decide silently). */
async function askPersistenceOnce(database: AppDb) {
  if (await getPreference(database, 'persistAsked')) return;
  await setPreference(database, 'persistAsked', true);
  try {
    await navigator.storage?.persist?.();
  } catch {
    // Not granted or not supported: downloads still work, only eviction is possible.
  }
}

async function fetchAudio(audio: AudioToSave, signal: AbortSignal): Promise<Response> {
  let response: Response;
  try {
    // The app's ky client, loaded with the first download rather than with the page that
    // shows the button. The body is read chunk by chunk below: no timeout for the whole
    // file, no retry.
    const { http } = await import('@client/api/http');
    response = await http.get(audioStreamUrl(audio.id), {
      prefixUrl: '',
      cache: 'no-store',
      signal,
      timeout: false,
      retry: 0,
      throwHttpErrors: false,
    });
  } catch {
    throw signal.aborted ? new DownloadCancelled() : new AudioDownloadError('network');
  }
  if (!response.ok || !response.body) throw new AudioDownloadError('server');
  return response;
}

/**
 * The answer's body, passed on chunk by chunk with progress counted on the way: the cache
 * writes each chunk as it comes, so a download never holds the file in memory
 * (audio-downloads.memory.test.ts: 50 MB saved holding under 8 MB; collecting the chunks
 * first held 100 MB). `complete()` tells a body that ended from one cut by the network.
 */
function countProgress(response: Response, expected: number, onProgress: (p: number) => void) {
  let received = 0;
  let ended = false;
  const counter = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      received += chunk.byteLength;
      if (expected > 0) onProgress(Math.min(1, received / expected));
      controller.enqueue(chunk);
    },
    flush() {
      ended = true;
    },
  });
  return {
    body: response.body!.pipeThrough(counter),
    received: () => received,
    complete: () => ended,
  };
}

async function save(
  audio: AudioToSave,
  database: AppDb,
  signal: AbortSignal,
  onProgress: (p: number) => void,
) {
  await askPersistenceOnce(database);
  const response = await fetchAudio(audio, signal);
  const length = Number(response.headers.get('content-length')) || 0;
  // A compressed answer's length is not the stored file's: then the cache learns it at the end.
  const knownLength = length > 0 && !response.headers.has('content-encoding');
  const counted = countProgress(response, length || audio.sizeBytes || 0, onProgress);
  const headers = new Headers({
    'content-type': response.headers.get('content-type') ?? audio.mimeType,
  });
  if (knownLength) headers.set('content-length', String(length));
  try {
    const cache = await caches.open(AUDIO_CACHE);
    await cache.put(audioStreamUrl(audio.id), new Response(counted.body, { headers }));
    if (knownLength && counted.received() !== length) throw new AudioDownloadError('network');
    // Cancelled while the last bytes were written: the file goes, as if never fetched.
    if (signal.aborted) throw new DownloadCancelled();
    await database.downloads.put({
      audioId: audio.id,
      poemId: audio.poemId,
      sizeBytes: counted.received(),
      downloadedAt: Date.now(),
    });
  } catch (error) {
    await caches
      .open(AUDIO_CACHE)
      .then((c) => c.delete(audioStreamUrl(audio.id)))
      .catch(() => undefined);
    if (signal.aborted) throw new DownloadCancelled();
    if (isQuotaError(error)) throw new AudioDownloadError('quota');
    // The body stopped before its end: the connection, not the device, failed.
    if (!counted.complete()) throw new AudioDownloadError('network');
    throw error;
  }
}

/** Downloads a recitation for offline listening (joins a download already in progress). */
export function downloadAudio(audio: AudioToSave, database: AppDb = appDb): Promise<void> {
  const running = inFlight.get(audio.id);
  if (running) return running.promise;
  const entry: InFlight = {
    progress: 0,
    promise: Promise.resolve(),
    abort: new AbortController(),
  };
  entry.promise = save(audio, database, entry.abort.signal, (p) => {
    entry.progress = p;
    notify();
  }).finally(() => {
    inFlight.delete(audio.id);
    notify();
  });
  inFlight.set(audio.id, entry);
  notify();
  return entry.promise;
}

/**
 * Cancels a download in progress: its fetch is aborted, and its promise rejects with
 * DownloadCancelled once what it had written is deleted (nothing listed, nothing cached).
 */
export function cancelDownload(audioId: string): void {
  inFlight.get(audioId)?.abort.abort();
}

/** Deletes one downloaded recitation (bytes and listing). */
export async function removeDownload(audioId: string, database: AppDb = appDb): Promise<void> {
  const cache = await caches.open(AUDIO_CACHE);
  await cache.delete(audioStreamUrl(audioId));
  await database.downloads.delete(audioId);
}

/** Deletes every downloaded recitation. */
export async function removeAllDownloads(database: AppDb = appDb): Promise<void> {
  await caches.delete(AUDIO_CACHE);
  await database.downloads.clear();
}

/**
 * Makes the cache and the listing agree, once per start: audio cached by an earlier version
 * on first play (never downloaded on purpose) is deleted, and a listed download whose bytes
 * the browser evicted is unlisted.
 */
export async function reconcileDownloads(database: AppDb = appDb): Promise<void> {
  if (typeof caches === 'undefined') return;
  const cache = await caches.open(AUDIO_CACHE);
  const listed = await database.downloads.toArray();
  const listedUrls = new Set(
    listed.map((d) => new URL(audioStreamUrl(d.audioId), location.href).href),
  );
  const cachedUrls = new Set((await cache.keys()).map((r) => r.url));
  await Promise.all([...cachedUrls].filter((u) => !listedUrls.has(u)).map((u) => cache.delete(u)));
  const evicted = listed.filter(
    (d) => !cachedUrls.has(new URL(audioStreamUrl(d.audioId), location.href).href),
  );
  if (evicted.length > 0) await database.downloads.bulkDelete(evicted.map((d) => d.audioId));
}
