/**
 * Cue generation for the admin subtitle-file generator (SPEC: poems, vtt-generator): the admin
 * plays the recitation and taps at the start of each verse; this turns those taps into one cue per
 * verse.
 *
 * Times are rounded to the millisecond first and all arithmetic is done in whole milliseconds. Each
 * cue ends where the next verse starts minus `gapSeconds` (default 0: cues touch); when the gap
 * would leave a cue no time at all, that cue ends at the next start instead. The last cue ends at
 * the audio duration. Nothing throws: every problem is returned with the index of its verse (null
 * for the whole input) and a stable `code` the client translates.
 */
import type { VttCue } from './vtt-cue';

/** A verse to subtitle; `id` becomes the cue id (see versesWithIds). */
export type GenerateVttVerse = { id?: string; text: string };

/** Options of generateVttCues. */
export type GenerateVttOptions = { gapSeconds?: number };

/** Why a set of verse start times cannot become cues. */
export type GenerateVttErrorCode =
  | 'count-mismatch'
  | 'invalid-duration'
  | 'invalid-gap'
  | 'invalid-time'
  | 'not-increasing'
  | 'after-duration'
  | 'empty-verse';

/** One problem of generateVttCues; `verseIndex` is 0-based, null when about the whole input. */
export type GenerateVttError = {
  verseIndex: number | null;
  code: GenerateVttErrorCode;
  message: string;
};

/** Outcome of generateVttCues. */
export type GenerateVttResult =
  { ok: true; cues: VttCue[] } | { ok: false; errors: GenerateVttError[] };

const toMs = (seconds: number) => Math.round(seconds * 1000);
const isTime = (seconds: number) => Number.isFinite(seconds) && seconds >= 0;

function checkVerses(
  verses: readonly GenerateVttVerse[],
  startMs: readonly number[],
  durationMs: number,
): GenerateVttError[] {
  const errors: GenerateVttError[] = [];
  const add = (verseIndex: number, code: GenerateVttErrorCode, message: string) =>
    errors.push({ verseIndex, code, message });
  let previous = -1;
  verses.forEach((verse, index) => {
    const start = startMs[index] ?? Number.NaN;
    if (verse.text.trim() === '') add(index, 'empty-verse', 'The verse has no text');
    if (!isTime(start)) {
      add(index, 'invalid-time', 'The start time must be a number of seconds >= 0');
      return;
    }
    if (start <= previous) add(index, 'not-increasing', 'It must start after the previous verse');
    if (start >= durationMs) add(index, 'after-duration', 'It must start before the audio ends');
    previous = Math.max(previous, start);
  });
  return errors;
}

/** Returns one cue per verse from the verse start times (seconds) and the audio duration. */
export function generateVttCues(
  verses: readonly GenerateVttVerse[],
  startTimes: readonly number[],
  durationSeconds: number,
  options?: GenerateVttOptions,
): GenerateVttResult {
  const gap = options?.gapSeconds ?? 0;
  const global: GenerateVttError[] = [];
  if (startTimes.length !== verses.length) {
    const message = `Expected ${verses.length} start times, got ${startTimes.length}`;
    global.push({ verseIndex: null, code: 'count-mismatch', message });
  }
  if (!isTime(durationSeconds) || durationSeconds === 0) {
    const message = 'The duration must be a number of seconds > 0';
    global.push({ verseIndex: null, code: 'invalid-duration', message });
  }
  if (!isTime(gap)) {
    global.push({ verseIndex: null, code: 'invalid-gap', message: 'The gap must be >= 0' });
  }
  if (global.length > 0) return { ok: false, errors: global };
  const durationMs = toMs(durationSeconds);
  const startMs = startTimes.map((seconds) => (isTime(seconds) ? toMs(seconds) : Number.NaN));
  const errors = checkVerses(verses, startMs, durationMs);
  if (errors.length > 0) return { ok: false, errors };
  const gapMs = toMs(gap);
  const cues = verses.map((verse, index): VttCue => {
    const start = startMs[index] ?? 0;
    const next = startMs[index + 1] ?? durationMs;
    const end = index + 1 < verses.length && next - gapMs > start ? next - gapMs : next;
    const cue: VttCue = { start: start / 1000, end: end / 1000, text: verse.text.trim() };
    if (verse.id !== undefined) cue.id = verse.id;
    return cue;
  });
  return { ok: true, cues };
}
