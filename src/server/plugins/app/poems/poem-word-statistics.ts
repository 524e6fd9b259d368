/**
 * GET /api/poems/statistics/word over the whole anthology, with the domain's `wordStatistics`
 * (the same code the offline client runs, so both answers are equal).
 *
 * Speed without a second definition of "a word": the poem index's folded content is a superset
 * prefilter (a poem that holds the word, accents kept or not, holds its folded form; see
 * @domain/words fold-text.ts), so the domain code only counts the candidates. Counts are kept for the index
 * generation they were computed on (any edit, insert or delete of a poem starts a new one);
 * the page is the domain's wordStatisticsPage (stanza texts cut only for the page asked for).
 */
import {
  foldText,
  lowerCaseDependsOnContext,
  wordStatistics,
  wordStatisticsPage,
  type WordStatistics,
  type WordStatisticsResponse,
} from '@domain/words';
import type { IndexedPoem, PoemIndex } from './poem-index';

/**
 * Counts are kept per word for the index generation they were computed on. An entry is small
 * (ids and numbers; the poems themselves belong to the index), and the bound keeps a stream of
 * distinct words from growing the process: the oldest entry goes first.
 */
const MAX_CACHED = 64;

interface CachedCounts {
  stats: WordStatistics;
  byId: Map<string, IndexedPoem>;
}

/** Returns a function computing the statistics of one (already validated) word. */
export function createPoemWordStatistics(index: PoemIndex) {
  let cachedGeneration = -1;
  const cache = new Map<string, CachedCounts>();

  async function counts(word: string, ignoreAccents: boolean): Promise<CachedCounts> {
    const { poems, generation } = await index.snapshot();
    if (generation !== cachedGeneration) {
      cache.clear();
      cachedGeneration = generation;
    }
    const key = `${ignoreAccents ? 1 : 0}${word}`;
    const hit = cache.get(key);
    if (hit) return hit;
    const folded = foldText(word.trim());
    // Greek sigma lower-cases by context: such words are never prefiltered (as in the domain).
    const candidates = lowerCaseDependsOnContext(word)
      ? poems
      : poems.filter((p) => p.foldedContent.includes(folded));
    const stats = wordStatistics(word, candidates, { ignoreAccents });
    const found = new Set(stats.poems.map((p) => p.poemId));
    const entry = {
      stats,
      byId: new Map(candidates.filter((p) => found.has(p.id)).map((p) => [p.id, p])),
    };
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
    cache.set(key, entry);
    return entry;
  }

  return async function statistics(
    word: string,
    ignoreAccents: boolean,
    { page, size }: { page: number; size: number },
  ): Promise<WordStatisticsResponse> {
    const { stats, byId } = await counts(word, ignoreAccents);
    return wordStatisticsPage(stats, byId, { page, size });
  };
}
