import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { wordStatistics } from './word-statistics';

type Anthology = {
  poems: Array<{ id: string; content: string }>;
  difficultWords: Array<{ word: string; poemId: string }>;
};
type Expected = {
  word: string;
  normalized: string;
  ignoreAccents: boolean;
  poemCount: number;
  totalOccurrences: number;
  poems: Array<{ poemId: string; occurrences: number; stanzaIndices: number[] }>;
};

const readJson = <T>(path: string): T =>
  JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as T;
const anthology = readJson<Anthology>('../../server/seed/demo/anthology.json');
const queries = readJson<Expected[]>('../../../tests/fixtures/corpus/queries.json');

const answer = (stats: Expected) => ({
  normalized: stats.normalized,
  poemCount: stats.poemCount,
  totalOccurrences: stats.totalOccurrences,
  poems: stats.poems,
});

describe('wordStatistics over the demo anthology (corpus/queries.json)', () => {
  it('has all the expected cases', () => {
    expect(queries).toHaveLength(56);
  });

  it.each(queries.map((entry) => [entry.word, entry.ignoreAccents, entry] as const))(
    '%j, ignoreAccents %s',
    (word, ignoreAccents, expected) => {
      const stats = wordStatistics(word, anthology.poems, { ignoreAccents });
      expect(answer(stats)).toEqual(answer(expected));
      expect(stats.ignoreAccents).toBe(ignoreAccents);
      expect(stats.word).toBe(word);
    },
  );

  it.each(queries.map((entry) => [entry.word, entry.ignoreAccents, entry] as const))(
    '%j typed in NFD, ignoreAccents %s',
    (word, ignoreAccents, expected) => {
      const stats = wordStatistics(word.normalize('NFD'), anthology.poems, { ignoreAccents });
      expect(answer(stats)).toEqual(answer(expected));
    },
  );
});

describe('wordStatistics rules', () => {
  const poems = [
    { id: 'p1', content: 'Sañ-sañ la\n\nsañ, SAÑ !\nsañam' },
    { id: 'p2', content: 'Dara' },
    { id: 'p3', content: 'san\u0303\r\n\r\nsan' },
  ];

  it('counts whole words only, per stanza, in input order', () => {
    expect(wordStatistics('sañ', poems)).toEqual({
      word: 'sañ',
      normalized: 'sañ',
      ignoreAccents: false,
      poemCount: 2,
      totalOccurrences: 3,
      poems: [
        { poemId: 'p1', occurrences: 2, stanzaIndices: [1] },
        { poemId: 'p3', occurrences: 1, stanzaIndices: [0] },
      ],
    });
    expect(wordStatistics('sañ-sañ', poems).totalOccurrences).toBe(1);
  });

  it('folds accents when asked', () => {
    const stats = wordStatistics('SAN', poems, { ignoreAccents: true });
    expect(stats.normalized).toBe('san');
    expect(stats.poems).toEqual([
      { poemId: 'p1', occurrences: 2, stanzaIndices: [1] },
      { poemId: 'p3', occurrences: 2, stanzaIndices: [0, 1] },
    ]);
  });

  it('trims the query and returns an empty answer when nothing matches', () => {
    expect(wordStatistics('  xarit ', poems)).toMatchObject({ poemCount: 0, poems: [] });
  });

  it.each(['', '   ', 'sañ la', '?!', '42', 'sañ,'])('throws a RangeError for %j', (query) => {
    expect(() => wordStatistics(query, poems)).toThrow(RangeError);
  });
});
