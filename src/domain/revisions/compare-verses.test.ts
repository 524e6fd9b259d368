import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareVerses, textOn, type VerseLine } from './compare-verses';

const side = (lines: VerseLine[], s: 'before' | 'after') =>
  lines.flatMap((l) => {
    const text = textOn(l, s);
    return text === undefined ? [] : [text];
  });

describe('compareVerses', () => {
  it('pairs a changed verse with the verse it replaced, and keeps the others', () => {
    const result = compareVerses(
      'Verse one\nVerse two\n\nVerse three',
      'Verse one\nVerse 2\n\nVerse three',
    );
    expect(result.lines).toEqual([
      { kind: 'same', text: 'Verse one' },
      { kind: 'changed', before: 'Verse two', after: 'Verse 2' },
      { kind: 'same', text: '' },
      { kind: 'same', text: 'Verse three' },
    ]);
    expect(result).toMatchObject({ added: 0, removed: 0, changed: 1, stanzasAdded: 0 });
  });

  it('counts a stanza added and a stanza removed, not only their verses', () => {
    const added = compareVerses('A\nB', 'A\nB\n\nC\nD');
    expect(added).toMatchObject({ added: 2, removed: 0, changed: 0, stanzasAdded: 1 });
    expect(added.lines.slice(2)).toEqual([
      { kind: 'added', text: '' },
      { kind: 'added', text: 'C' },
      { kind: 'added', text: 'D' },
    ]);
    const removed = compareVerses('A\nB\n\nC\nD\n\nE', 'A\nB\n\nE');
    expect(removed).toMatchObject({ removed: 2, added: 0, stanzasRemoved: 1, stanzasAdded: 0 });
  });

  it('never pairs a stanza break with a verse', () => {
    const result = compareVerses('A\n\nB', 'A\nX\nB');
    expect(result.lines).toContainEqual({ kind: 'removed', text: '' });
    expect(result.lines.some((l) => l.kind === 'changed')).toBe(false);
    expect(result).toMatchObject({ added: 1, removed: 0 });
  });

  it('an empty side: everything added (or removed)', () => {
    expect(compareVerses('', 'A\nB')).toMatchObject({ added: 2, stanzasAdded: 1 });
    expect(compareVerses('A', '')).toMatchObject({ removed: 1, stanzasRemoved: 1 });
  });

  // Lines drawn from a small alphabet, so that texts share verses and differ in places.
  const verse = fc.constantFrom('', 'Baat', 'Xol', 'Ñaari baat', 'Jàmm', 'Yàlla', '  ');
  const text = fc.array(verse, { maxLength: 14 }).map((lines) => lines.join('\n'));

  it('property: each side is read back whole from the comparison, and counts agree with the lines', () => {
    fc.assert(
      fc.property(text, text, (before, after) => {
        const result = compareVerses(before, after);
        expect(side(result.lines, 'before').join('\n')).toBe(before);
        expect(side(result.lines, 'after').join('\n')).toBe(after);
        const verses = (kind: VerseLine['kind']) =>
          result.lines.filter(
            (l) => l.kind === kind && textOn(l, kind === 'removed' ? 'before' : 'after')!.trim(),
          ).length;
        expect([result.added, result.removed, result.changed]).toEqual([
          verses('added'),
          verses('removed'),
          verses('changed'),
        ]);
        for (const line of result.lines) {
          if (line.kind === 'changed') expect(line.before).not.toBe(line.after);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('property: a text compared with itself has no change', () => {
    fc.assert(
      fc.property(text, (t) => {
        const result = compareVerses(t, t);
        expect(result.lines.every((l) => l.kind === 'same')).toBe(true);
        expect(result.added + result.removed + result.changed).toBe(0);
      }),
    );
  });
});
