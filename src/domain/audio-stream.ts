/**
 * Where a recitation's bytes are, as three parts of the app must agree on it: the player
 * plays this URL, the offline download stores its answer under this URL in AUDIO_CACHE,
 * and the service worker answers requests for it from that cache. If the URLs differed,
 * a downloaded recitation would silently stop playing offline, so they are built here once.
 * The server's route (`/api/audios/stream/:id`) is the other end of the same path.
 */

/** The Cache Storage bucket holding downloaded recitations, whole (page and service worker). */
export const AUDIO_CACHE = 'taalif-audio';

const STREAM_PATH = '/api/audios/stream/';

/** The same-origin URL of a recitation's bytes (HTTP Range supported). */
export const audioStreamUrl = (audioId: string): string =>
  `${STREAM_PATH}${encodeURIComponent(audioId)}`;

/** True when a URL path is a recitation stream, the ones the service worker may answer. */
export const isAudioStreamPath = (pathname: string): boolean =>
  pathname.startsWith(STREAM_PATH) && pathname.length > STREAM_PATH.length;
