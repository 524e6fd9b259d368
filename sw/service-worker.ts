/**
 * Taalif's service worker (built by vite-plugin-pwa, injectManifest, to /service-worker.js).
 *
 * - Precaches the app shell (HTML, JS, CSS, fonts) and answers every navigation with
 *   the precached index.html, except /api and /api/docs, which belong to the server.
 * - Images: cache-first with expiry. Audio streams: cache-first in 'taalif-audio';
 *   a stream that was played is stored whole and Range requests are answered from it,
 *   so playback and seeking work offline. API reads: network-first in 'taalif-api'.
 * - It never activates itself over an older version: the page shows "update
 *   available" and posts {type: 'SKIP_WAITING'} when the reader accepts. On the very
 *   first install there is no older version, so it claims the open pages at once.
 * It does not sync data (the client's sync engine does) and never caches auth.
 */
/// <reference lib="webworker" />
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { RangeRequestsPlugin } from 'workbox-range-requests';
import { clientsClaim } from 'workbox-core';
import type { WorkboxPlugin } from 'workbox-core/types';
import { NAVIGATION_DENYLIST, isAudioStream, isCacheableApiRead } from './route-matchers';

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

/**
 * A media element asks for byte ranges, and a 206 cannot be cached. On a cache miss we
 * fetch the whole file instead (the element accepts a 200), store it, and from then on
 * RangeRequestsPlugin slices the stored copy into the 206 answers the element expects.
 */
const fetchWholeFile: WorkboxPlugin = {
  requestWillFetch: async ({ request }) => {
    if (!request.headers.has('range')) return request;
    const headers = new Headers(request.headers);
    headers.delete('range');
    const mode = request.mode === 'navigate' ? 'same-origin' : request.mode;
    return new Request(request.url, { headers, credentials: request.credentials, mode });
  },
};

registerRoute(
  ({ url }) => isAudioStream(url),
  new CacheFirst({
    cacheName: 'taalif-audio',
    plugins: [
      fetchWholeFile,
      new CacheableResponsePlugin({ statuses: [200] }),
      new RangeRequestsPlugin(),
    ],
  }),
);

registerRoute(
  ({ url, request }) => isCacheableApiRead(url, request.method),
  new NetworkFirst({
    cacheName: 'taalif-api',
    networkTimeoutSeconds: 6,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({
        maxEntries: 200,
        maxAgeSeconds: 30 * 24 * 3600,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
