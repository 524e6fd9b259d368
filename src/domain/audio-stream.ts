/**
 * Names shared by the page and the service worker for downloaded recitations (no imports,
 * so the worker bundles nothing else from the client).
 */

/** The Cache Storage bucket holding downloaded recitations, whole. */
export const AUDIO_CACHE = 'taalif-audio';

/** The URL the player plays and the service worker answers from AUDIO_CACHE. */
export const audioStreamUrl = (id: string) => `/api/audios/stream/${encodeURIComponent(id)}`;
