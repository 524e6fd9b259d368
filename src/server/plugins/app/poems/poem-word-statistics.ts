/**
 * GET /api/poems/statistics/word over the whole anthology, with the domain's `wordStatistics`
 * (the same code the offline client runs, so both answers are equal).
 *
 * Speed without a second definition of "a word": the poem index's folded content is a superset
 * prefilter (a poem that holds the word, accents kept or not, holds its folded form; see
 * fold-text.ts), so the domain code only counts the candidates. Answers are kept for the index
 * generation they were computed on: any edit, insert or delete of a poem starts a new one.
 */
import { splitStanzas, wordStatistics, type WordStatistics } from '@domain/words';
import { foldText } from './fold-text';
import type { PoemIndex } from './poem-index';

/** One poem of the answer: the domain's counts plus what the statistics screen shows. */
export interface PoemWordStatisticsAnswer {
  poemId: string;
  title: string;
  poetId: string;
  occurrences: number;
  stanzaIndices: number[];
  /** The text of each stanza listed in stanzaIndices, in the same order. */
  stanzas: string[];
}

export type WordStatisticsAnswer = Omit<WordStatistics, 'poems'> & {
  poems: PoemWordStatisticsAnswer[];
};

/** Greek sigma lower-cases by context: words with it are never prefiltered (as in the domain). */
const SIGMA = /[σςΣ]/;
const MAX_CACHED = 500;

/** Returns a function computing the statistics of one (already validated) word. */
export function createPoemWordStatistics(index: PoemIndex) {
  let cachedGeneration = -1;
  const cache = new Map<string, WordStatisticsAnswer>();

  return async function statistics(word: string, ignoreAccents: boolean) {
    const { poems, generation } = await index.snapshot();
    if (generation !== cachedGeneration) {
      cache.clear();
      cachedGeneration = generation;
    }
    const key = `${ignoreAccents ? 1 : 0}${word}`;
    const hit = cache.get(key);
    if (hit) return hit;

    const folded = foldText(word.trim());
    const candidates = SIGMA.test(word)
      ? poems
      : poems.filter((p) => p.foldedContent.includes(folded));
    const stats = wordStatistics(word, candidates, { ignoreAccents });
    const byId = new Map(candidates.map((p) => [p.id, p]));
    const answer: WordStatisticsAnswer = {
      ...stats,
      poems: stats.poems.map((found) => {
        const poem = byId.get(found.poemId)!;
        const stanzas = splitStanzas(poem.content);
        return {
          poemId: found.poemId,
          title: poem.title,
          poetId: poem.poetId,
          occurrences: found.occurrences,
          stanzaIndices: found.stanzaIndices,
          stanzas: found.stanzaIndices.map((i) => stanzas[i] ?? ''),
        };
      }),
    };
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
    cache.set(key, answer);
    return answer;
  };
}
