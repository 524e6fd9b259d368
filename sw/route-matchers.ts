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

/**
 * The Wolofal typeface's file (src/ui/poem-text/poem-text.css), as Vite names it in the build.
 * It is left out of the precache (vite.config.ts): the browser fetches it only on a poem with
 * Wolofal, and the worker keeps it then, so that poem reads the same in airplane mode.
 */
export const WOLOFAL_FONT_FILE = /^\/assets\/harmattan-[\w-]+\.woff2$/;

export function isWolofalFont(url: URL): boolean {
  return WOLOFAL_FONT_FILE.test(url.pathname);
}
