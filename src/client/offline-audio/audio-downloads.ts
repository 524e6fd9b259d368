/**
 * Recitations saved for offline listening. The bytes go into the Cache Storage bucket the
 * service worker answers `/api/audios/stream/:id` from ('taalif-audio', with true 206
 * answers to Range requests); the `downloads` table lists them with their sizes for the
 * storage screen and the "available offline" filters. Persistent storage is asked for on
 * the first download, so the browser does not evict a reader's recitations under pressure.
 *
 * Downloads in progress live here (not in a component), so their progress survives a
 * screen change; the UI subscribes through useOfflineAudio.
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

type AudioToSave = Pick<Audio, 'id' | 'poemId' | 'mimeType' | 'sizeBytes'>;

interface InFlight {
  progress: number;
  promise: Promise<void>;
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

async function fetchWithProgress(audio: AudioToSave, onProgress: (p: number) => void) {
  let response: Response;
  try {
    response = await fetch(audioStreamUrl(audio.id), { cache: 'no-store' });
  } catch {
    throw new AudioDownloadError('network');
  }
  if (!response.ok || !response.body) throw new AudioDownloadError('server');
  const expected = Number(response.headers.get('content-length')) || audio.sizeBytes || 0;
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      if (expected > 0) onProgress(Math.min(1, received / expected));
    }
  } catch {
    throw new AudioDownloadError('network');
  }
  const bytes = new Uint8Array(received);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return { bytes, type: response.headers.get('content-type') ?? audio.mimeType };
}

async function save(audio: AudioToSave, database: AppDb, onProgress: (p: number) => void) {
  await askPersistenceOnce(database);
  const { bytes, type } = await fetchWithProgress(audio, onProgress);
  try {
    const cache = await caches.open(AUDIO_CACHE);
    const headers = { 'content-type': type, 'content-length': String(bytes.byteLength) };
    await cache.put(audioStreamUrl(audio.id), new Response(bytes, { headers }));
    await database.downloads.put({
      audioId: audio.id,
      poemId: audio.poemId,
      sizeBytes: bytes.byteLength,
      downloadedAt: Date.now(),
    });
  } catch (error) {
    await caches
      .open(AUDIO_CACHE)
      .then((c) => c.delete(audioStreamUrl(audio.id)))
      .catch(() => undefined);
    throw isQuotaError(error) ? new AudioDownloadError('quota') : error;
  }
}

/** Downloads a recitation for offline listening (joins a download already in progress). */
export function downloadAudio(audio: AudioToSave, database: AppDb = appDb): Promise<void> {
  const running = inFlight.get(audio.id);
  if (running) return running.promise;
  const entry: InFlight = { progress: 0, promise: Promise.resolve() };
  entry.promise = save(audio, database, (p) => {
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
