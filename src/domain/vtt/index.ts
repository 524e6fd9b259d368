/**
 * The WebVTT reader, as '@domain/vtt'. The other helpers (generate-vtt, serialize-vtt,
 * map-cues-to-verses, repeat-range, ...) are imported from their own modules.
 */
export { parseVtt } from './parse-vtt';
