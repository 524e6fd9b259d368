/**
 * Which verse of a poem each cue of a recitation's WebVTT belongs to, by text (not by cue id: ids
 * survive an edit of the poem, texts tell whether the verse is still the same).
 *
 * A cue maps to a verse with the same key (cue-text-key.ts). When a text appears more than once
 * (a refrain), order decides: the cues and verses are aligned by a longest common subsequence, so
 * the n-th sung refrain goes to the n-th written one as long as the singer follows the text. A cue
 * left out of that alignment (the singer repeats a verse) goes to an occurrence of its text between
 * the verses aligned just before and just after it (the first such), and is otherwise ignored, like
 * a cue whose text matches no verse of the current text (the poem was edited after timing): no
 * highlight is better than the wrong one.
 */
import { cueTextKey } from './cue-text-key';
import type { VttCue } from './vtt-cue';

/** A timed verse: cue `cueIndex` of the file covers verse `verseIndex` (0-based, in content order). */
export type TimedVerse = { cueIndex: number; verseIndex: number; start: number; end: number };

/** The cues that found a verse, sorted by start, and how many did not. */
export type VerseTimeline = { verses: TimedVerse[]; unmatchedCues: number };

/** Pairs (cue, verse) of a longest common subsequence of the two key lists. */
function alignByOrder(cueKeys: string[], verseKeys: string[]): Map<number, number> {
  const n = cueKeys.length;
  const m = verseKeys.length;
  const width = m + 1;
  const lengths = new Uint32Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i -= 1) {
    for (let j = m - 1; j >= 0; j -= 1) {
      lengths[i * width + j] =
        cueKeys[i] !== '' && cueKeys[i] === verseKeys[j]
          ? (lengths[(i + 1) * width + j + 1] ?? 0) + 1
          : Math.max(lengths[(i + 1) * width + j] ?? 0, lengths[i * width + j + 1] ?? 0);
    }
  }
  const pairs = new Map<number, number>();
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (cueKeys[i] !== '' && cueKeys[i] === verseKeys[j]) {
      pairs.set(i, j);
      i += 1;
      j += 1;
    } else if ((lengths[(i + 1) * width + j] ?? 0) >= (lengths[i * width + j + 1] ?? 0)) {
      i += 1;
    } else {
      j += 1;
    }
  }
  return pairs;
}

/** Returns the verse timeline of `cues` over the poem's verse texts (see the header). */
export function mapCuesToVerses(
  cues: readonly VttCue[],
  verseTexts: readonly string[],
): VerseTimeline {
  // Recited order: a parsed file is already sorted by start, other callers may not be.
  const order = [...cues.keys()].sort(
    (a, b) => (cues[a] as VttCue).start - (cues[b] as VttCue).start || a - b,
  );
  const cueKeys = order.map((index) => cueTextKey((cues[index] as VttCue).text));
  const verseKeys = verseTexts.map(cueTextKey);
  const occurrences = new Map<string, number[]>();
  verseKeys.forEach((key, index) => {
    if (key !== '') occurrences.set(key, [...(occurrences.get(key) ?? []), index]);
  });
  const aligned = alignByOrder(cueKeys, verseKeys);
  // For a cue left out of the alignment: the verses aligned just before and just after it.
  const before: number[] = [];
  let previous = -1;
  cueKeys.forEach((_key, cueIndex) => {
    before[cueIndex] = previous;
    previous = aligned.get(cueIndex) ?? previous;
  });
  const after: number[] = [];
  let next = verseKeys.length;
  for (let cueIndex = cueKeys.length - 1; cueIndex >= 0; cueIndex -= 1) {
    after[cueIndex] = next;
    next = aligned.get(cueIndex) ?? next;
  }
  const verses: TimedVerse[] = [];
  cueKeys.forEach((key, cueIndex) => {
    const low = before[cueIndex] ?? -1;
    const high = after[cueIndex] ?? verseKeys.length;
    const verseIndex =
      aligned.get(cueIndex) ?? occurrences.get(key)?.find((index) => index >= low && index <= high);
    if (verseIndex === undefined) return;
    const { start, end } = cues[cueIndex] as VttCue;
    verses.push({ cueIndex, verseIndex, start, end });
  });
  verses.sort((a, b) => a.start - b.start || a.cueIndex - b.cueIndex);
  return { verses, unmatchedCues: cues.length - verses.length };
}
