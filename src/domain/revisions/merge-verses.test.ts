import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linesOf } from './compare-verses';
import { linesFromTheirs, mergeVerses, mergedText, type ConflictChoice } from './merge-verses';

const BASE = [
  'Kocc Barma nee na',
  'Jigéen sa bopp la',
  '',
  'Doomu jitle du doom',
  'Xarit du mbokk',
  '',
  'Mag mat naa bàyyi cim réew',
].join('\n');

const edit = (text: string, from: string, to: string) => text.replace(from, to);

describe('mergeVerses', () => {
  it('merges edits of different stanzas without asking, saying which lines are theirs', () => {
    const mine = edit(BASE, 'Jigéen sa bopp la', 'Jigéen, sa bopp la');
    const theirs = edit(BASE, 'Mag mat naa bàyyi cim réew', 'Mag mat na bàyyi ci réew');
    const merge = mergeVerses(BASE, mine, theirs);
    expect(merge.conflicts).toBe(0);
    expect(mergedText(merge)).toBe(
      edit(mine, 'Mag mat naa bàyyi cim réew', 'Mag mat na bàyyi ci réew'),
    );
    expect(linesFromTheirs(merge)).toBe(1);
    expect(merge.chunks).toContainEqual({
      kind: 'changed',
      by: 'theirs',
      base: ['Mag mat naa bàyyi cim réew'],
      lines: ['Mag mat na bàyyi ci réew'],
    });
  });

  it('shows a stanza the other administrator removed, and keeps my added one', () => {
    const mine = `${BASE}\n\nBoroom xam-xam`;
    const theirs = edit(BASE, 'Doomu jitle du doom\nXarit du mbokk\n\n', '');
    const merge = mergeVerses(BASE, mine, theirs);
    expect(merge.conflicts).toBe(0);
    expect(mergedText(merge)).toBe(`${theirs}\n\nBoroom xam-xam`);
    expect(merge.chunks).toContainEqual({
      kind: 'changed',
      by: 'theirs',
      base: ['Doomu jitle du doom', 'Xarit du mbokk', ''],
      lines: [],
    });
  });

  it('asks only for the verse both changed, with mine, theirs or both', () => {
    const mine = edit(edit(BASE, 'Xarit du mbokk', 'Xarit du mbokk dëgg'), 'nee na', 'wax na');
    const theirs = edit(BASE, 'Xarit du mbokk', 'Xarit, du mbokk');
    const merge = mergeVerses(BASE, mine, theirs);
    expect(merge.conflicts).toBe(1);
    expect(merge.chunks.find((chunk) => chunk.kind === 'conflict')).toEqual({
      kind: 'conflict',
      base: ['Xarit du mbokk'],
      mine: ['Xarit du mbokk dëgg'],
      theirs: ['Xarit, du mbokk'],
    });
    expect(mergedText(merge, ['mine'])).toBe(mine);
    expect(mergedText(merge, ['theirs'])).toBe(edit(theirs, 'nee na', 'wax na'));
    expect(mergedText(merge, ['both'])).toBe(
      edit(mine, 'Xarit du mbokk dëgg', 'Xarit du mbokk dëgg\nXarit, du mbokk'),
    );
  });

  it('takes once a change both made the same way', () => {
    const same = edit(BASE, 'Kocc Barma nee na', 'Kocc Barma Faal nee na');
    const merge = mergeVerses(BASE, same, same);
    expect(merge.conflicts).toBe(0);
    expect(mergedText(merge)).toBe(same);
  });

  // Small alphabets make the two sides touch the same lines often.
  const text = fc
    .array(fc.constantFrom('a', 'b', 'c', 'd', ''), { maxLength: 12 })
    .map((lines) => lines.join('\n'));

  it('gives back one side when the other did not change', () => {
    fc.assert(
      fc.property(text, text, (base, other) => {
        expect(mergedText(mergeVerses(base, other, base))).toBe(other);
        expect(mergedText(mergeVerses(base, base, other))).toBe(other);
        expect(mergeVerses(base, other, other)).toMatchObject({ conflicts: 0 });
        expect(mergedText(mergeVerses(base, other, other))).toBe(other);
      }),
      { numRuns: 500 },
    );
  });

  it('never drops a line either side typed (every conflict kept as both)', () => {
    const count = (lines: string[]) => {
      const counts = new Map<string, number>();
      for (const line of lines) counts.set(line, (counts.get(line) ?? 0) + 1);
      return counts;
    };
    fc.assert(
      fc.property(text, text, text, (base, mine, theirs) => {
        const merge = mergeVerses(base, mine, theirs);
        const choices: ConflictChoice[] = Array.from({ length: merge.conflicts }, () => 'both');
        const merged = count(linesOf(mergedText(merge, choices)));
        const baseCounts = count(linesOf(base));
        for (const side of [mine, theirs]) {
          // A line a side has more often than the base is one it typed: it is in the result.
          for (const [line, times] of count(linesOf(side))) {
            const typed = times - (baseCounts.get(line) ?? 0);
            if (typed > 0) expect(merged.get(line) ?? 0).toBeGreaterThanOrEqual(typed);
          }
        }
      }),
      { numRuns: 1000 },
    );
  });
});
