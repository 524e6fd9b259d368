/**
 * Word statistics with the other spellings of the word (spelling-key.ts): the poems holding
 * the spelling asked for come first, then the poems found only through another spelling, each
 * saying which spellings it holds ("also written: bouki"); the figures are given per spelling
 * and in total. The server and the device both compute the exact figures with wordStatistics'
 * rules and each other spelling as an exact, accents-kept word, then merge them here, so their
 * answers stay equal field by field.
 */
import { normalizeWord } from './normalize-word';
import { spellingKey } from './spelling-key';
import type { PoemWordStatistics, WordStatistics } from './word-statistics';

/** The figures of one spelling: the one asked for (`exact`) or another one found. */
export type SpellingCount = {
  spelling: string;
  exact: boolean;
  poemCount: number;
  occurrences: number;
};

/** One poem's figures, with the other spellings it holds (empty when only the exact one). */
export type PoemSpellingStatistics = PoemWordStatistics & { alsoWritten: string[] };

/** WordStatistics with its spellings; `variants` says whether other spellings were counted. */
export type SpellingStatistics = Omit<WordStatistics, 'poems'> & {
  variants: boolean;
  spellings: SpellingCount[];
  poems: PoemSpellingStatistics[];
};

/** The figures of one other spelling (an accents-kept normal form) over the anthology. */
export type VariantFigures = { spelling: string; poems: readonly PoemWordStatistics[] };

const exactCount = (stats: WordStatistics): SpellingCount => ({
  spelling: stats.normalized,
  exact: true,
  poemCount: stats.poemCount,
  occurrences: stats.totalOccurrences,
});

/**
 * Of the normal forms met in the anthology (accents kept), those that are other spellings of
 * `word`: same spelling key, and not equal to the word as the query compares it. Sorted.
 */
export function otherSpellings(
  forms: Iterable<string>,
  word: string,
  ignoreAccents: boolean,
): string[] {
  const key = spellingKey(word);
  const asked = normalizeWord(word.trim(), { ignoreAccents });
  const found = new Set<string>();
  for (const form of forms) {
    if (spellingKey(form) !== key) continue;
    if (normalizeWord(form, { ignoreAccents }) !== asked) found.add(form);
  }
  return [...found].sort();
}

/** The exact statistics as SpellingStatistics, no other spelling counted. */
export function withoutVariants(stats: WordStatistics): SpellingStatistics {
  return {
    ...stats,
    variants: false,
    spellings: [exactCount(stats)],
    poems: stats.poems.map((poem) => ({ ...poem, alsoWritten: [] })),
  };
}

/**
 * Merges the exact statistics with the figures of each other spelling: exact poems first (in
 * their order), then the others by `rank` (the anthology order).
 */
export function withVariants(
  stats: WordStatistics,
  variants: readonly VariantFigures[],
  rank: (poemId: string) => number,
): SpellingStatistics {
  const byId = new Map<string, PoemSpellingStatistics>();
  const exact = stats.poems.map((poem) => {
    const entry = { ...poem, stanzaIndices: [...poem.stanzaIndices], alsoWritten: [] };
    byId.set(poem.poemId, entry);
    return entry;
  });
  const others: PoemSpellingStatistics[] = [];
  const spellings = [exactCount(stats)];
  let totalOccurrences = stats.totalOccurrences;
  for (const variant of variants) {
    let occurrences = 0;
    for (const poem of variant.poems) {
      occurrences += poem.occurrences;
      let entry = byId.get(poem.poemId);
      if (!entry) {
        entry = { poemId: poem.poemId, occurrences: 0, stanzaIndices: [], alsoWritten: [] };
        byId.set(poem.poemId, entry);
        others.push(entry);
      }
      entry.occurrences += poem.occurrences;
      entry.alsoWritten.push(variant.spelling);
      const stanzas = new Set([...entry.stanzaIndices, ...poem.stanzaIndices]);
      entry.stanzaIndices = [...stanzas].sort((a, b) => a - b);
    }
    totalOccurrences += occurrences;
    if (variant.poems.length > 0)
      spellings.push({
        spelling: variant.spelling,
        exact: false,
        poemCount: variant.poems.length,
        occurrences,
      });
  }
  others.sort((a, b) => rank(a.poemId) - rank(b.poemId));
  const poems = [...exact, ...others];
  return {
    ...stats,
    variants: true,
    poemCount: poems.length,
    totalOccurrences,
    spellings,
    poems,
  };
}
