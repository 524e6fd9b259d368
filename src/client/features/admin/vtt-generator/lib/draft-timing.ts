/**
 * The automatic first draft: spreads the verses over the recording using its silences
 * (silences.ts) and the verses' lengths, so that most boundaries need only a nudge.
 *
 * The reciter's speech (from the first sound to the last) is shared among the verses in
 * proportion to their lengths in letters: that gives where each boundary is expected. Then
 * one silence is chosen per boundary, in order, by dynamic programming: a silence costs its
 * distance to the expected boundary, minus a bonus for its length (long pauses are where
 * verses end); a boundary with no fitting silence stays at its expected time, at a fixed
 * cost. Each verse then starts where the silence before it ends and ends where the silence
 * after it starts.
 */
import type { Interval } from './silences';
import type { Timing } from './timing';

/** Cost of a boundary with no silence, in seconds of distance. */
const NO_SILENCE_COST = 1.5;
/** How much each second of a silence's length lowers its cost. */
const LENGTH_BONUS = 2;
/** The pause left at a boundary placed without a silence. */
const BLIND_GAP = 0.1;

const ms = (seconds: number) => Math.round(seconds * 1000) / 1000;

/** Each verse's weight: its letters (at least one), so a long verse takes more time. */
export const verseWeights = (texts: readonly string[]): number[] =>
  texts.map((text) => Math.max(1, (text.match(/\p{L}/gu) ?? []).length));

/** Where the speech starts and ends: after a silence at the very start, before one at the end. */
function speechBounds(silences: readonly Interval[], duration: number): Interval {
  const first = silences[0];
  const last = silences.at(-1);
  const start = first && first.start <= 0.001 ? first.end : 0;
  const end = last && last.end >= duration - 0.021 ? last.start : duration;
  return end > start ? { start, end } : { start: 0, end: duration };
}

/** Returns a timing of every verse from the recording's silences (see the header). */
export function draftTiming(
  silences: readonly Interval[],
  duration: number,
  weights: readonly number[],
): Timing {
  const count = weights.length;
  if (count === 0) return [];
  const speech = speechBounds(silences, duration);
  const inner = silences.filter((s) => s.start > speech.start && s.end < speech.end);
  const total = weights.reduce((sum, w) => sum + w, 0);
  const expected: number[] = [];
  let acc = 0;
  for (let k = 0; k < count - 1; k += 1) {
    acc += weights[k]!;
    expected.push(speech.start + ((speech.end - speech.start) * acc) / total);
  }
  const chosen = chooseSilences(inner, expected);
  const timing: Timing = [];
  let start = speech.start;
  for (let k = 0; k < count; k += 1) {
    if (k === count - 1) {
      timing.push({ start: ms(start), end: ms(Math.max(speech.end, start + 0.1)) });
      break;
    }
    const silence = chosen[k] ?? null;
    const pause = silence ?? { start: expected[k]! - BLIND_GAP, end: expected[k]! };
    const end = Math.max(start + 0.1, pause.start);
    timing.push({ start: ms(start), end: ms(end) });
    start = Math.max(end + 0.001, pause.end);
  }
  return timing;
}

/**
 * One silence (or null) per expected boundary, in increasing order, at the least total cost
 * (see the header): an alignment of boundaries to silences, O(boundaries × silences).
 */
function chooseSilences(silences: readonly Interval[], expected: readonly number[]) {
  const n = expected.length;
  const m = silences.length;
  // cost[k][j]: best cost of the first k boundaries using only the first j silences.
  const cost = Array.from({ length: n + 1 }, () => new Float64Array(m + 1).fill(Infinity));
  const step = Array.from({ length: n + 1 }, () => new Int8Array(m + 1));
  for (let j = 0; j <= m; j += 1) cost[0]![j] = 0;
  for (let k = 1; k <= n; k += 1) {
    for (let j = 0; j <= m; j += 1) {
      // 0: boundary k without a silence; 1: silence j unused; 2: boundary k on silence j.
      let best = cost[k - 1]![j]! + NO_SILENCE_COST;
      let how = 0;
      if (j > 0 && cost[k]![j - 1]! < best) {
        best = cost[k]![j - 1]!;
        how = 1;
      }
      if (j > 0) {
        const s = silences[j - 1]!;
        const middle = (s.start + s.end) / 2;
        const onIt =
          cost[k - 1]![j - 1]! +
          Math.abs(middle - expected[k - 1]!) -
          LENGTH_BONUS * (s.end - s.start);
        if (onIt < best) {
          best = onIt;
          how = 2;
        }
      }
      cost[k]![j] = best;
      step[k]![j] = how;
    }
  }
  const chosen: (Interval | null)[] = new Array<Interval | null>(n).fill(null);
  let k = n;
  let j = m;
  while (k > 0) {
    const how = step[k]![j];
    if (how === 1) j -= 1;
    else if (how === 2) {
      chosen[k - 1] = silences[j - 1]!;
      k -= 1;
      j -= 1;
    } else k -= 1;
  }
  return chosen;
}
