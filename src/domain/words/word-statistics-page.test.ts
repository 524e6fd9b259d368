import { describe, expect, it } from 'vitest';
import { wordStatistics } from './word-statistics';
import { wordStatisticsPage } from './word-statistics-page';
import { withoutVariants } from './word-spellings';

const poems = [
  { id: 'a', title: 'A', poetId: 'p1', content: 'ci la\n\nnaka\n\nci ci' },
  { id: 'b', title: 'B', poetId: 'p2', content: 'dem\n\nci' },
  { id: 'c', title: 'C', poetId: 'p1', content: 'ci' },
];
const byId = new Map(poems.map((p) => [p.id, p]));
const stats = withoutVariants(wordStatistics('ci', poems));

describe('wordStatisticsPage', () => {
  it('keeps the whole totals and completes the page’s poems with the stanzas holding the word', () => {
    const first = wordStatisticsPage(stats, byId, { page: 0, size: 2 });
    expect(first).toMatchObject({ poemCount: 3, totalOccurrences: 5, number: 0, size: 2 });
    expect(first.totalPages).toBe(2);
    expect(first.poems).toEqual([
      {
        poemId: 'a',
        title: 'A',
        poetId: 'p1',
        occurrences: 3,
        stanzaIndices: [0, 2],
        stanzas: ['ci la', 'ci ci'],
        alsoWritten: [],
      },
      {
        poemId: 'b',
        title: 'B',
        poetId: 'p2',
        occurrences: 1,
        stanzaIndices: [1],
        stanzas: ['ci'],
        alsoWritten: [],
      },
    ]);
  });

  it('gives the rest on the last page and nothing past it, totals unchanged', () => {
    expect(
      wordStatisticsPage(stats, byId, { page: 1, size: 2 }).poems.map((p) => p.poemId),
    ).toEqual(['c']);
    const beyond = wordStatisticsPage(stats, byId, { page: 5, size: 2 });
    expect(beyond).toMatchObject({ poems: [], poemCount: 3, number: 5, totalPages: 2 });
  });

  it('answers no page for a word found nowhere', () => {
    const none = wordStatisticsPage(withoutVariants(wordStatistics('xale', poems)), byId, {
      page: 0,
      size: 10,
    });
    expect(none).toMatchObject({ poems: [], poemCount: 0, totalPages: 0 });
  });
});
