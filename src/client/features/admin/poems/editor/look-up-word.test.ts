import { describe, expect, it } from 'vitest';
import type { DifficultWord } from '@domain/schemas';
import { lookUpWord, wordKey } from './look-up-word';

const POEM = '00000000-0000-7000-8000-000000000001';
const OTHER = '00000000-0000-7000-8000-000000000002';
const THIRD = '00000000-0000-7000-8000-000000000003';

let n = 0;
const entry = (
  word: string,
  poemId: string | null,
  definition: string,
  explanation: string | null = null,
): DifficultWord => ({
  id: `00000000-0000-7000-8000-1000000000${String(++n).padStart(2, '0')}`,
  word,
  definition,
  explanation,
  poemId,
  createdAt: '',
  updatedAt: '',
  rev: n,
  version: 1,
});

describe('wordKey', () => {
  it('is the normalised words of a phrase, one space apart', () => {
    expect(wordKey('  Xam,   XAM ')).toBe('xam xam');
    expect(wordKey('Sañ’sañ')).toBe("sañ'sañ");
    expect(wordKey('…')).toBe('');
  });
});

describe('lookUpWord', () => {
  const glossary = [
    entry('gërëm', POEM, 'remercier'),
    entry('Gërëm', OTHER, 'rendre grâce', 'Verbe.'),
    entry('gërëm ', THIRD, 'rendre grâce', 'Verbe.'),
    entry('GËRËM', null, 'remercier Dieu'),
    entry('gerem', OTHER, 'sans accents: un autre mot'),
    entry('xam xam', OTHER, 'le savoir'),
  ];

  it("separates this poem's entries from the definitions written elsewhere", () => {
    const result = lookUpWord('Gërëm', POEM, glossary);
    expect(result.here.map((e) => e.definition)).toEqual(['remercier']);
    expect(result.elsewhere).toEqual([
      { definition: 'rendre grâce', explanation: 'Verbe.', poemIds: [OTHER, THIRD] },
      { definition: 'remercier Dieu', explanation: null, poemIds: [null] },
    ]);
  });

  it('offers every definition as a suggestion for a poem not saved yet', () => {
    const result = lookUpWord('gërëm', undefined, glossary);
    expect(result.here).toEqual([]);
    expect(result.elsewhere.map((s) => s.definition)).toEqual([
      'rendre grâce',
      'remercier',
      'remercier Dieu',
    ]);
  });

  it('matches a phrase of several words and nothing for a word never glossed', () => {
    expect(lookUpWord('Xam  xam', POEM, glossary).elsewhere[0]?.definition).toBe('le savoir');
    expect(lookUpWord('xam', POEM, glossary)).toEqual({ here: [], elsewhere: [] });
    expect(lookUpWord(', ', POEM, glossary)).toEqual({ here: [], elsewhere: [] });
  });
});
