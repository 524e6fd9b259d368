/** Public API of the WebVTT helpers; import it as '@domain/vtt'. */
export {
  generateVttCues,
  type GenerateVttError,
  type GenerateVttErrorCode,
  type GenerateVttOptions,
  type GenerateVttResult,
  type GenerateVttVerse,
} from './generate-vtt';
export { parseVtt } from './parse-vtt';
export { serializeVtt, type SerializeVttOptions } from './serialize-vtt';
export { formatTimestamp, parseTimestamp } from './timestamp';
export { versesWithIds, type VttVerse } from './verses-with-ids';
export type { VttCue, VttError, VttParseResult } from './vtt-cue';
