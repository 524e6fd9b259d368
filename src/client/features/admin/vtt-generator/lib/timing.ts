/**
 * The timing being made for one recording: one span (start, end, seconds) per verse of the
 * poem, or null for a verse not timed yet. Pure functions over that list; the screen keeps
 * the history (undo) and the draft.
 *
 * - Tap to sync: `stampNext` gives the first untimed verse the tapped time as its start; the
 *   verse timed before it then ends there minus a small gap, and the new one ends where the
 *   next timed verse starts (minus the gap), else at the end of the audio. A tap that would
 *   not keep the verses in order is refused (null), never silently reordered.
 * - Edits (waveform drag, nudge keys): `moveEdge` clamps between the neighbours, so the
 *   spans never overlap and each keeps at least MIN_SPAN_SECONDS.
 * - `timingToCues` makes one cue per verse through the domain's generateVttCues rules
 *   (times in whole milliseconds); it refuses while a verse is untimed.
 */
import type { VttCue } from '@domain/vtt/vtt-cue';
import type { VttVerse } from '@domain/vtt/verses-with-ids';

export type Span = { start: number; end: number };
export type Timing = (Span | null)[];

/** The pause left between a verse's end and the next verse's start by a tap. */
export const STAMP_GAP_SECONDS = 0.1;
/** The shortest a verse may last after an edit. */
export const MIN_SPAN_SECONDS = 0.1;

const ms = (seconds: number) => Math.round(seconds * 1000) / 1000;

/** An empty timing for `count` verses. */
export const emptyTiming = (count: number): Timing => Array.from({ length: count }, () => null);

/** The index of the first verse without timing, or -1 when every verse is timed. */
export const nextUntimed = (timing: Timing): number => timing.findIndex((span) => span === null);

/** The last timed verse before `index` (its index), or -1. */
function previousTimed(timing: Timing, index: number): number {
  for (let i = index - 1; i >= 0; i -= 1) if (timing[i]) return i;
  return -1;
}

/** The first timed verse after `index` (its index), or -1. */
function nextTimed(timing: Timing, index: number): number {
  for (let i = index + 1; i < timing.length; i += 1) if (timing[i]) return i;
  return -1;
}

/** Returns the timing with the tap at `time` stamped on the first untimed verse, or null. */
export function stampNext(timing: Timing, time: number, duration: number): Timing | null {
  const index = nextUntimed(timing);
  if (index === -1 || !Number.isFinite(time) || time < 0 || time >= duration) return null;
  const before = previousTimed(timing, index);
  const after = nextTimed(timing, index);
  const previous = before === -1 ? null : timing[before]!;
  const following = after === -1 ? null : timing[after]!;
  if (previous && time < previous.start + MIN_SPAN_SECONDS) return null;
  if (following && time > following.start - MIN_SPAN_SECONDS) return null;
  const next = [...timing];
  if (previous) {
    const end = Math.max(previous.start + MIN_SPAN_SECONDS, time - STAMP_GAP_SECONDS);
    next[before] = { start: previous.start, end: ms(end) };
  }
  const limit = following ? following.start : duration;
  const end = following ? Math.max(time + MIN_SPAN_SECONDS / 2, limit - STAMP_GAP_SECONDS) : limit;
  next[index] = { start: ms(time), end: ms(Math.min(end, limit)) };
  return next;
}

/** Returns the timing with verses `from`.. untimed (tap again from there). */
export const clearFrom = (timing: Timing, from: number): Timing =>
  timing.map((span, index) => (index >= from ? null : span));

/**
 * Returns the timing with one edge of verse `index` moved to `time`, clamped between its
 * neighbours (and the audio), or the same timing when the verse is untimed.
 */
export function moveEdge(
  timing: Timing,
  index: number,
  edge: 'start' | 'end',
  time: number,
  duration: number,
): Timing {
  const span = timing[index];
  if (!span || !Number.isFinite(time)) return timing;
  const before = previousTimed(timing, index);
  const after = nextTimed(timing, index);
  const next = [...timing];
  if (edge === 'start') {
    const low = before === -1 ? 0 : timing[before]!.start + MIN_SPAN_SECONDS;
    const start = ms(Math.min(Math.max(time, low), span.end - MIN_SPAN_SECONDS));
    next[index] = { start, end: span.end };
    // The previous verse never runs into this one.
    const previous = before === -1 ? null : timing[before]!;
    if (previous && previous.end > start) next[before] = { start: previous.start, end: start };
  } else {
    const high = after === -1 ? duration : timing[after]!.start;
    const end = ms(Math.max(Math.min(time, high), span.start + MIN_SPAN_SECONDS));
    next[index] = { start: span.start, end };
  }
  return next;
}

/**
 * Returns the timing with the start of verse `index` moved by `delta` seconds (a nudge key);
 * the previous verse's end follows when it touched or overlapped the old start.
 */
export function nudgeStart(timing: Timing, index: number, delta: number, duration: number) {
  const span = timing[index];
  if (!span) return timing;
  const before = previousTimed(timing, index);
  const previous = before === -1 ? null : timing[before]!;
  const gap = previous ? span.start - previous.end : Infinity;
  const moved = moveEdge(timing, index, 'start', span.start + delta, duration);
  if (!previous || gap > STAMP_GAP_SECONDS + 0.001) return moved;
  const start = moved[index]!.start;
  const end = ms(Math.max(previous.start + MIN_SPAN_SECONDS, start - Math.max(gap, 0)));
  moved[before] = { start: previous.start, end: Math.min(end, start) };
  return moved;
}

/** Cues for a finished timing (one per verse, with its id and text), or null if a verse is untimed. */
export function timingToCues(timing: Timing, verses: readonly VttVerse[]): VttCue[] | null {
  if (timing.length !== verses.length || timing.some((span) => span === null)) return null;
  return verses.map((verse, index) => {
    const span = timing[index]!;
    return { id: verse.id, start: ms(span.start), end: ms(span.end), text: verse.text };
  });
}
