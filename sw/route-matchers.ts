/**
 * Which requests the service worker handles, and how. Pure predicates over a URL and
 * a method, kept apart from the worker so they can be tested without a worker scope.
 */
import { isAudioStreamPath } from '@domain/audio-stream';

/** Navigations to these paths go to the server, never to the app shell (API, its docs page). */
export const NAVIGATION_DENYLIST: RegExp[] = [/^\/api\//, /^\/api$/];

/** Audio streams: answered from AUDIO_CACHE when the recitation was downloaded. */
export function isAudioStream(url: URL): boolean {
  return isAudioStreamPath(url.pathname);
}
