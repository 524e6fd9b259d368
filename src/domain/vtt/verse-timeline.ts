/**
 * Questions the player asks of a verse timeline (map-cues-to-verses.ts) at a given audio time.
 * All times are seconds. Between two cues (the singer breathes), the verse just sung stays current
 * for up to HOLD_SECONDS so the highlight does not blink off at every pause; before the first cue
 * and after a long silence there is no current verse.
 */
import type { TimedVerse, VerseTimeline } from './map-cues-to-verses';

/** How long a verse stays current after its cue has ended, if the next one has not begun. */
export const HOLD_SECONDS = 1.5;

/** Returns the index (into timeline.verses) of the last cue started at `time`, or -1. */
function lastStartedAt(timeline: VerseTimeline, time: number): number {
  let low = 0;
  let high = timeline.verses.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((timeline.verses[middle] as TimedVerse).start <= time) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}

/** Returns the timed verse being recited at `time`, or null. */
export function timedVerseAt(timeline: VerseTimeline, time: number): TimedVerse | null {
  const index = lastStartedAt(timeline, time);
  const cue = timeline.verses[index];
  return cue && time < cue.end + HOLD_SECONDS ? cue : null;
}

/** Returns the index of the verse being recited at `time`, or null. */
export function verseIndexAt(timeline: VerseTimeline, time: number): number | null {
  return timedVerseAt(timeline, time)?.verseIndex ?? null;
}

/** Returns where verse `verseIndex` is first recited (seconds), or null if it is never. */
export function verseStart(timeline: VerseTimeline, verseIndex: number): number | null {
  return timeline.verses.find((cue) => cue.verseIndex === verseIndex)?.start ?? null;
}

/**
 * Returns the start of the cue before (`-1`) or after (`+1`) the one started at `time`, or null
 * when there is none. Before the first cue, "next" is the first cue.
 */
export function adjacentCueStart(
  timeline: VerseTimeline,
  time: number,
  step: -1 | 1,
): number | null {
  // A few milliseconds of slack: after a seek to a cue's start the clock may read just below it.
  const index = lastStartedAt(timeline, time + 0.05);
  const target = index + step;
  // "Previous" on the first cue goes back to its start.
  if (target < 0) return index === 0 ? (timeline.verses[0]?.start ?? null) : null;
  return timeline.verses[target]?.start ?? null;
}

/**
 * Returns the next time after `time` at which the current verse may change (a cue starts, or the
 * hold after the current cue runs out), or null when nothing changes any more.
 */
export function nextVerseChange(timeline: VerseTimeline, time: number): number | null {
  const index = lastStartedAt(timeline, time);
  const next = timeline.verses[index + 1]?.start ?? Number.POSITIVE_INFINITY;
  const current = timeline.verses[index];
  const holdEnd =
    current && time < current.end + HOLD_SECONDS ? current.end + HOLD_SECONDS : Infinity;
  const change = Math.min(next, holdEnd);
  return Number.isFinite(change) ? change : null;
}
