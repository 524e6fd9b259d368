/**
 * How a recording's saved WebVTT fits its poem's current text: the generator opens with the
 * timing of the verses that still match, and the recordings list says which recordings need
 * re-timing after the poem was edited ("text changed after timing"). Verses match
 * cues by text (map-cues-to-verses.ts); a verse recited twice keeps its first cue.
 */
import { mapCuesToVerses, type TimedVerse } from './map-cues-to-verses';
import { parseVtt } from './parse-vtt';

/** The fit of a WebVTT to verse texts; `spans[i]` is verse i's first cue, or null. */
export type VttTextMatch = {
  status: 'none' | 'invalid' | 'ok';
  spans: (Pick<TimedVerse, 'start' | 'end'> | null)[];
  /** Cues that match no verse of the current text (changed or removed verses). */
  unmatchedCues: number;
  /** Verses without a cue (added or changed verses). */
  untimedVerses: number;
};

/** Returns how `vtt` (null or blank: none) fits `verseTexts` (see the header). */
export function matchVttToText(vtt: string | null, verseTexts: readonly string[]): VttTextMatch {
  const spans: VttTextMatch['spans'] = verseTexts.map(() => null);
  const whole = { spans, unmatchedCues: 0, untimedVerses: verseTexts.length };
  if (vtt === null || vtt.trim() === '') return { status: 'none', ...whole };
  const parsed = parseVtt(vtt);
  if (!parsed.ok) return { status: 'invalid', ...whole };
  for (const cue of mapCuesToVerses(parsed.cues, verseTexts).verses) {
    spans[cue.verseIndex] ??= { start: cue.start, end: cue.end };
  }
  // A later verse never starts before an earlier one (a refrain's cue taken out of order).
  let last = -Infinity;
  spans.forEach((span, index) => {
    if (!span) return;
    if (span.start < last) spans[index] = null;
    else last = span.start;
  });
  const timed = spans.filter((span) => span !== null).length;
  return {
    status: 'ok',
    spans,
    unmatchedCues: parsed.cues.length - timed,
    untimedVerses: verseTexts.length - timed,
  };
}
