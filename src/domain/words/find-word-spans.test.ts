import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findWordSpans } from './find-word-spans';

const anthology = JSON.parse(
  readFileSync(new URL('../../server/seed/demo/anthology.json', import.meta.url), 'utf8'),
) as {
  poems: Array<{ id: string; content: string }>;
  difficultWords: Array<{ word: string; poemId: string }>;
};

describe('findWordSpans', () => {
  it('finds every difficult word of the anthology in its poem', () => {
    const contents = new Map(anthology.poems.map((poem) => [poem.id, poem.content]));
    expect(anthology.difficultWords.length).toBeGreaterThan(100);
    for (const { word, poemId } of anthology.difficultWords) {
      const content = contents.get(poemId) ?? '';
      expect(findWordSpans(content, [word]), `${word} in ${poemId}`).not.toHaveLength(0);
    }
  });

  it('returns offsets into the original text, case- and form-insensitively', () => {
    const text = 'Gërëm na baay\nGe\u0308re\u0308m na yaay';
    expect(findWordSpans(text, ['gërëm', 'YAAY'])).toEqual([
      { start: 0, end: 5, word: 'gërëm', index: 0 },
      { start: 14, end: 21, word: 'gërëm', index: 0 },
      { start: 25, end: 29, word: 'yaay', index: 1 },
    ]);
  });

  it('matches whole words only, hyphenated words included', () => {
    const text = 'sañ-sañ ak sañ';
    expect(findWordSpans(text, ['sañ'])).toEqual([{ start: 11, end: 14, word: 'sañ', index: 0 }]);
    expect(findWordSpans(text, ['Sañ-Sañ'])).toEqual([
      { start: 0, end: 7, word: 'sañ-sañ', index: 0 },
    ]);
  });

  it('matches phrases on consecutive words, longest first, never across punctuation', () => {
    const text = 'xam xam la, xam,\nxam';
    expect(findWordSpans(text, ['xam', 'xam  xam'])).toEqual([
      { start: 0, end: 7, word: 'xam xam', index: 1 },
      { start: 12, end: 15, word: 'xam', index: 0 },
      { start: 17, end: 20, word: 'xam', index: 0 },
    ]);
  });

  it('can ignore accents and skips entries with no word', () => {
    expect(findWordSpans('Jàmbaar nga', ['jambaar', '?', ''], { ignoreAccents: true })).toEqual([
      { start: 0, end: 7, word: 'jambaar', index: 0 },
    ]);
    expect(findWordSpans('Jàmbaar nga', ['jambaar'])).toEqual([]);
  });
});
