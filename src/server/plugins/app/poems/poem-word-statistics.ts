/**
 * GET /api/poems/statistics/word over the whole anthology, with the domain's `wordStatistics`
 * (the same code the offline client runs, so both answers are equal).
 *
 * Speed without a second definition of "a word": the poem index's folded content is a superset
 * prefilter (a poem that holds the word, accents kept or not, holds its folded form; see
 * @domain/words fold-text.ts), so the domain code only counts the candidates. Counts are kept for the index
 * generation they were computed on (any edit, insert or delete of a poem starts a new one);
 * the page is the domain's wordStatisticsPage (stanza texts cut only for the page asked for).
 * With variants, each other spelling of the word (poem-spellings.ts) is counted as an exact
 * word over the poems that hold it, and the domain merges them (word-spellings.ts), as the
 * device does. A phrase is counted by the domain's phraseStatistics over the poems that hold
 * every one of its words (by spelling key, a superset of both modes), as the device does.
 */
import {
  foldText,
  lowerCaseDependsOnContext,
  otherSpellings,
  parseWordQuery,
  phraseStatistics,
  spellingKey,
  wordStatistics,
  wordStatisticsPage,
  withVariants,
  withoutVariants,
  type SpellingStatistics,
  type WordStatisticsResponse,
} from '@domain/words';
import type { IndexedPoem, PoemIndex } from './poem-index';
import { spellingsOf } from './poem-spellings';

/**
 * Counts are kept per word for the index generation they were computed on. An entry is small
 * (ids and numbers; the poems themselves belong to the index), and the bound keeps a stream of
 * distinct words from growing the process: the oldest entry goes first.
 */
const MAX_CACHED = 64;

interface CachedCounts {
  stats: SpellingStatistics;
  byId: Map<string, IndexedPoem>;
}

/** Returns a function computing the statistics of one (already validated) word. */
export function createPoemWordStatistics(index: PoemIndex) {
  let cachedGeneration = -1;
  const cache = new Map<string, CachedCounts>();

  /** The word's other spellings in the anthology, each counted as an exact word. */
  function variantsOf(poems: readonly IndexedPoem[], word: string, ignoreAccents: boolean) {
    const key = spellingKey(word.trim());
    const holders = poems.filter((p) => spellingsOf(p).has(key));
    const forms = holders.flatMap((p) => spellingsOf(p).get(key) ?? []);
    return otherSpellings(forms, word, ignoreAccents).map((spelling) => {
      const candidates = holders.filter((p) => spellingsOf(p).get(key)?.includes(spelling));
      const stats = wordStatistics(spelling, candidates);
      return { spelling, candidates, poems: stats.poems };
    });
  }

  async function counts(
    word: string,
    ignoreAccents: boolean,
    variants: boolean,
  ): Promise<CachedCounts> {
    const { poems, generation } = await index.snapshot();
    if (generation !== cachedGeneration) {
      cache.clear();
      cachedGeneration = generation;
    }
    const key = `${ignoreAccents ? 1 : 0}${variants ? 1 : 0}${word}`;
    const hit = cache.get(key);
    if (hit) return hit;
    const parsed = parseWordQuery(word);
    if (!parsed.ok) throw new RangeError(`Invalid word query (${parsed.reason})`);
    const entry =
      parsed.words.length > 1
        ? phrase(word, parsed.words, poems, ignoreAccents, variants)
        : single(word, parsed.text, poems, ignoreAccents, variants);
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
    cache.set(key, entry);
    return entry;
  }

  /** The figures of a phrase of `words` (normalised). */
  function phrase(
    word: string,
    words: readonly string[],
    poems: readonly IndexedPoem[],
    ignoreAccents: boolean,
    variants: boolean,
  ): CachedCounts {
    const keys = words.map((w) => spellingKey(w));
    // Greek sigma lower-cases by context: such a phrase is never prefiltered (as in the domain).
    const candidates = words.some(lowerCaseDependsOnContext)
      ? poems
      : poems.filter((p) => keys.every((k) => spellingsOf(p).has(k)));
    const rank = new Map(poems.map((p, i) => [p.id, i]));
    const stats = phraseStatistics(
      word,
      candidates,
      { ignoreAccents, variants },
      (id) => rank.get(id) ?? 0,
    );
    const found = new Set(stats.poems.map((p) => p.poemId));
    return {
      stats,
      byId: new Map(candidates.filter((p) => found.has(p.id)).map((p) => [p.id, p])),
    };
  }

  /** The figures of one word: `word` is the query without its quotes, if any. */
  function single(
    query: string,
    word: string,
    poems: readonly IndexedPoem[],
    ignoreAccents: boolean,
    variants: boolean,
  ): CachedCounts {
    const folded = foldText(word);
    // Greek sigma lower-cases by context: such words are never prefiltered (as in the domain).
    const candidates = lowerCaseDependsOnContext(word)
      ? poems
      : poems.filter((p) => p.foldedContent.includes(folded));
    const exact = { ...wordStatistics(word, candidates, { ignoreAccents }), word: query };
    const others = variants ? variantsOf(poems, word, ignoreAccents) : [];
    const rank = new Map(poems.map((p, i) => [p.id, i]));
    const stats = variants
      ? withVariants(exact, others, (id) => rank.get(id) ?? 0)
      : withoutVariants(exact);
    const found = new Set(stats.poems.map((p) => p.poemId));
    const held = [...candidates, ...others.flatMap((o) => o.candidates)];
    return {
      stats,
      byId: new Map(held.filter((p) => found.has(p.id)).map((p) => [p.id, p])),
    };
  }

  return async function statistics(
    word: string,
    { ignoreAccents, variants }: { ignoreAccents: boolean; variants: boolean },
    { page, size }: { page: number; size: number },
  ): Promise<WordStatisticsResponse> {
    const { stats, byId } = await counts(word, ignoreAccents, variants);
    return wordStatisticsPage(stats, byId, { page, size });
  };
}
