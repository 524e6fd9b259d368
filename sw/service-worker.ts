/**
 * Taalif's service worker (built by vite-plugin-pwa, injectManifest, to /service-worker.js).
 *
 * - Precaches the app shell (HTML, JS, CSS, fonts) and answers every navigation with
 *   the precached index.html, except /api and /api/docs, which belong to the server.
 * - Images: cache-first with expiry. The Wolofal typeface (not precached: only poems with
 *   Wolofal use it): cache-first once a poem with Wolofal fetched it. Audio streams: answered from 'taalif-audio' (with
 *   206 slices for Range requests) for downloaded recitations only; others pass through.
 * - API answers are not cached here: the Dexie mirror, filled by the change feed, is the
 *   one offline store (DESIGN.md section 5); the old 'taalif-api' cache is deleted.
 * - It never activates itself over an older version: the page shows "update
 *   available" and posts {type: 'SKIP_WAITING'} when the reader accepts. On the very
 *   first install there is no older version, so it claims the open pages at once.
 * It does not sync data (the client's sync engine does) and never caches auth.
 * It calls `fetch` itself: it is the network layer under the app's ky client
 * (src/client/api), which the lint rule against raw fetch does not cover here.
 */
/// <reference lib="webworker" />
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { createPartialResponse } from 'workbox-range-requests';
import { clientsClaim } from 'workbox-core';
import { AUDIO_CACHE } from '@domain/audio-stream';
import { NAVIGATION_DENYLIST, isAudioStream, isWolofalFont } from './route-matchers';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
clientsClaim();

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NAVIGATION_DENYLIST }),
);

registerRoute(
  ({ request }) => request.destination === 'image',
  new CacheFirst({
    cacheName: 'taalif-images',
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({
        maxEntries: 150,
        maxAgeSeconds: 60 * 24 * 3600,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

registerRoute(
  ({ url }) => isWolofalFont(url),
  new CacheFirst({
    cacheName: 'taalif-fonts',
    plugins: [new CacheableResponsePlugin({ statuses: [200] })],
  }),
);

/**
 * Audio streams: only recitations the reader downloaded (client/offline-audio/audio-downloads.ts
 * puts them whole into 'taalif-audio') are answered from the device, a Range request with a
 * true 206 slice of the stored file (Safari's player requires it), so playback and seeking
 * work in airplane mode. Anything else goes to the network untouched and is never stored:
 * listening once must not silently fill the reader's storage.
 */
registerRoute(
  ({ url }) => isAudioStream(url),
  async ({ request }) => {
    const cache = await caches.open(AUDIO_CACHE);
    const stored = await cache.match(request.url);
    if (!stored) return fetch(request);
    return request.headers.has('range') ? createPartialResponse(request, stored) : stored;
  },
);

/** Caches of earlier versions: API answers now live in the Dexie mirror only. */
const RETIRED_CACHES = ['taalif-api'];
self.addEventListener('activate', (event) => {
  event.waitUntil(Promise.all(RETIRED_CACHES.map((name) => caches.delete(name))));
});

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
