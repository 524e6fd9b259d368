/**
 * Position keys of the items of an ordered list (fractional indexing): a string that sorts
 * between its neighbours, so moving an item writes one key (one last-writer-wins register per
 * item, state.ts) and never renumbers the others. Two devices that move items concurrently
 * write independent registers; every replica sorts by (key, item) and so ends in the same
 * order holding every item. Keys use the digits 0-9a-z, whose plain string order (JavaScript's
 * and PostgreSQL's "C") is their numeric order, and never end in "0", so there is always
 * room before any key.
 */
const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyz';
const BASE = DIGITS.length;

export const POSITION_PATTERN = /^[0-9a-z]{0,199}[1-9a-z]$/;

const digitAt = (key: string, index: number) => DIGITS.indexOf(key[index]!);

/**
 * A key strictly between `before` and `after` (either may be absent: the list's start or end).
 * Throws when `before >= after`, which a caller only reaches with keys out of order.
 */
export function positionBetween(before?: string, after?: string): string {
  const low = before ?? '';
  if (after !== undefined && low >= after) throw new Error(`No key between ${low} and ${after}`);
  return midpoint(low, after);
}

function midpoint(low: string, high: string | undefined): string {
  if (high !== undefined) {
    let common = 0;
    while (common < high.length && (low[common] ?? '0') === high[common]) common += 1;
    if (common > 0) {
      return high.slice(0, common) + midpoint(low.slice(common), high.slice(common));
    }
  }
  if (high === undefined) return keyAfter(low);
  const lowDigit = low ? digitAt(low, 0) : 0;
  const highDigit = digitAt(high, 0);
  if (highDigit - lowDigit > 1) return DIGITS[Math.floor((lowDigit + highDigit) / 2)]!;
  // Adjacent first digits: the high key's first digit alone, if it is shorter than that key…
  if (high.length > 1) return high.slice(0, 1);
  // …else the low key's first digit followed by a key after the rest of the low key.
  return DIGITS[lowDigit]! + keyAfter(low.slice(1));
}

/**
 * A short key after `low`: its first digit that is not the last one, plus one (so appending
 * walks 1, 2, … z before growing: a thousand appends in a row make keys of about 30
 * characters), or the middle digit for an empty list.
 */
function keyAfter(low: string): string {
  if (low === '') return DIGITS[BASE / 2]!;
  const index = [...low].findIndex((digit) => digit !== DIGITS[BASE - 1]);
  if (index === -1) return `${low}1`;
  return low.slice(0, index) + DIGITS[digitAt(low, index) + 1]!;
}
