import { describe, expect, it } from 'vitest';
import { layoutPreview } from './preview-layout';
import { extendRange, inRange, indexWords, rangeText } from './word-range';

const stanzas = layoutPreview('Xam, xam la\nmu am\n\nndaw', []);
const index = indexWords(stanzas);

describe('word ranges of the preview', () => {
  it('indexes each word with its verse and text', () => {
    expect(index.verseOf).toEqual(['s1-v1', 's1-v1', 's1-v1', 's1-v2', 's1-v2', 's2-v1']);
    expect(index.textOf).toEqual(['Xam', 'xam', 'la', 'mu', 'am', 'ndaw']);
  });

  it('extends inside a verse and starts over when the head leaves it', () => {
    expect(extendRange(index, { anchor: 0, head: 0 }, 1)).toEqual({ anchor: 0, head: 1 });
    expect(extendRange(index, { anchor: 2, head: 2 }, 0)).toEqual({ anchor: 2, head: 0 });
    expect(extendRange(index, { anchor: 2, head: 2 }, 3)).toEqual({ anchor: 3, head: 3 });
    expect(extendRange(index, null, 4)).toEqual({ anchor: 4, head: 4 });
  });

  it('reads the words of a range as written, in either direction', () => {
    expect(rangeText(stanzas, { anchor: 0, head: 1 })).toBe('Xam, xam');
    expect(rangeText(stanzas, { anchor: 2, head: 0 })).toBe('Xam, xam la');
    expect(rangeText(stanzas, { anchor: 5, head: 5 })).toBe('ndaw');
    expect(rangeText(stanzas, { anchor: 9, head: 9 })).toBe('');
  });

  it('tells which words a range holds', () => {
    expect([0, 1, 2, 3].map((n) => inRange({ anchor: 2, head: 1 }, n))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(inRange(null, 0)).toBe(false);
  });
});
