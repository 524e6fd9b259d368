/**
 * The one loader of a poem page (server's first screen, API, mirror): what it reads, in which
 * order, and how it orders the words, over in-memory reads (each source's own reads are
 * tested with it: tests/server/first-screen.test.ts, the poem page's client tests).
 */
import { describe, expect, it } from 'vitest';
import type { DifficultWord, Poem, Poet, Theme } from '../schemas';
import { loadPoemPage, type PoemPageReads } from './poem-page-records';

const poem = { id: 'p1', poetId: 'a1', themeId: 't1' } as Poem;
const poet = { id: 'a1' } as Poet;
const theme = { id: 't1' } as Theme;
const word = (id: string, poemId: string | null) => ({ id, poemId }) as DifficultWord;

/** Reads from maps, recording what was asked for in order. */
function reads(words: DifficultWord[], asked: string[] = []): PoemPageReads {
  const find =
    <T>(kind: string, rows: T[], key: (row: T) => string) =>
    async (id: string) => {
      asked.push(`${kind}:${id}`);
      return rows.find((row) => key(row) === id);
    };
  return {
    poem: find('poem', [poem], (p) => p.id),
    poet: find('poet', [poet], (p) => p.id),
    theme: find('theme', [theme], (t) => t.id),
    words: async (poemId) => {
      asked.push(`words:${poemId}`);
      return words;
    },
  };
}

describe('loadPoemPage', () => {
  it('reads the poem with its words, then its poet and theme', async () => {
    const asked: string[] = [];
    const records = await loadPoemPage('p1', reads([word('w1', 'p1')], asked));
    expect(records).toEqual({ poem, poet, theme, words: [word('w1', 'p1')] });
    // The words are asked for before the poem's answer, alongside it.
    expect(asked).toEqual(['words:p1', 'poem:p1', 'poet:a1', 'theme:t1']);
  });

  it('orders the poem’s own words first, then those of no poem, each by id', async () => {
    const words = [word('w9', null), word('w3', 'p1'), word('w1', null), word('w2', 'p1')];
    const records = await loadPoemPage('p1', reads(words));
    expect(records?.words.map((w) => w.id)).toEqual(['w2', 'w3', 'w1', 'w9']);
    // The source's list is left as it was.
    expect(words.map((w) => w.id)).toEqual(['w9', 'w3', 'w1', 'w2']);
  });

  it('answers undefined for an unknown poem, even when its words fail', async () => {
    const failing: PoemPageReads = {
      ...reads([]),
      words: () => Promise.reject(new Error('unreachable')),
    };
    await expect(loadPoemPage('nope', failing)).resolves.toBeUndefined();
  });

  it('asks for no theme when the poem has none', async () => {
    const asked: string[] = [];
    const themeless: PoemPageReads = {
      ...reads([], asked),
      poem: async () => ({ ...poem, themeId: null }),
    };
    const records = await loadPoemPage('p1', themeless);
    expect(records?.theme).toBeUndefined();
    expect(asked.some((a) => a.startsWith('theme:'))).toBe(false);
  });
});
