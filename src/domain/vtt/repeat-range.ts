/**
 * Repeat of a passage (one verse, or verses N..M) as a pure state machine over the audio clock.
 *
 * The player reports every clock step (`from` → `to`, and whether it was a jump: a seek by the
 * reader). When the clock runs naturally across the end of the passage, playback goes back to its
 * start, until the passage has been heard `times` times (null: endlessly); then the repeat is over
 * and playback simply continues. A jump inside the passage keeps the repeat; a jump out of it means
 * the reader went elsewhere, so the repeat ends. The audio ending inside the passage counts as
 * reaching its end (the last verse's cue may end after the file does).
 */
import type { VerseTimeline } from './map-cues-to-verses';

/** A passage being repeated; `played` counts the completed hearings. */
export type RepeatState = {
  fromVerse: number;
  toVerse: number;
  start: number;
  end: number;
  /** Total hearings wanted (>= 2), or null for endless. */
  times: number | null;
  played: number;
};

/** One clock step of the player. */
export type ClockStep = { from: number; to: number; jumped?: boolean; ended?: boolean };

/** What the player must do: the new repeat state, and where to seek (null: nowhere). */
export type RepeatStep = { repeat: RepeatState | null; seekTo: number | null };

/** How far before the passage a clock may sit and still count as "in it" (decoder rounding). */
const SLACK_SECONDS = 0.05;

/**
 * Returns the repeat of verses `fromVerse`..`toVerse` (in either order) from the timeline: from
 * the first cue of the first verse to the end of the last cue of the last verse after it; null when
 * a verse has no cue.
 */
export function createRepeat(
  timeline: VerseTimeline,
  fromVerse: number,
  toVerse: number,
  times: number | null,
): RepeatState | null {
  const [first, last] = fromVerse <= toVerse ? [fromVerse, toVerse] : [toVerse, fromVerse];
  const opening = timeline.verses.find((cue) => cue.verseIndex === first);
  if (!opening) return null;
  const closing = timeline.verses.find(
    (cue) => cue.verseIndex === last && cue.start >= opening.start,
  );
  if (!closing) return null;
  const wanted = times === null ? null : Math.max(2, Math.floor(times));
  return {
    fromVerse: first,
    toVerse: last,
    start: opening.start,
    end: closing.end,
    times: wanted,
    played: 0,
  };
}

const inside = (repeat: RepeatState, time: number) =>
  time >= repeat.start - SLACK_SECONDS && time < repeat.end;

/** Advances the repeat by one clock step (see the header). */
export function stepRepeat(repeat: RepeatState | null, step: ClockStep): RepeatStep {
  if (!repeat) return { repeat: null, seekTo: null };
  if (step.jumped) {
    return inside(repeat, step.to) ? { repeat, seekTo: null } : { repeat: null, seekTo: null };
  }
  const reachedEnd = step.to >= repeat.end || step.ended === true;
  if (!inside(repeat, step.from) || !reachedEnd) return { repeat, seekTo: null };
  const played = repeat.played + 1;
  if (repeat.times !== null && played >= repeat.times) return { repeat: null, seekTo: null };
  return { repeat: { ...repeat, played }, seekTo: repeat.start };
}
