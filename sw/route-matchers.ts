/**
 * Which requests the service worker handles, and how. Pure predicates over a URL and
 * a method, kept apart from the worker so they can be tested without a worker scope.
 */

/** Navigations to these paths go to the server, never to the app shell (API, its docs page). */
export const NAVIGATION_DENYLIST: RegExp[] = [/^\/api\//, /^\/api$/];

/** Audio streams: kept once played so playback and seeking work offline. */
export function isAudioStream(url: URL): boolean {
  return url.pathname.startsWith('/api/audios/stream/');
}

/**
 * API reads answered network-first from the 'taalif-api' cache. Left out: audio (its own
 * cache), downloads, auth (a signed-out reader must not see a cached profile), users (an
 * administrator's view of people's accounts must never outlive the session on a shared
 * device), the sync feed (the sync engine keeps its own cursor and store) and the docs page.
 */
export function isCacheableApiRead(url: URL, method: string): boolean {
  if (method !== 'GET' || !url.pathname.startsWith('/api/')) return false;
  return !/^\/api\/(audios\/(stream|download)|auth|users|sync|docs)(\/|$)/.test(url.pathname);
}
