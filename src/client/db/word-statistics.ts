/**
 * Word statistics answered from the device, with exactly the shape and the figures of the
 * server's GET /api/poems/statistics/word. The figures come from the word index's postings
 * (word-index.ts: per poem, the occurrences and stanzas of each word, counted with the
 * domain's rules); words the postings cannot answer alone (Greek sigma, whose lower case
 * depends on its neighbours, and stanzas past the 31st) are counted by the domain's
 * `wordStatistics` / `countWordInPoem`, as on the server, and the page is the domain's
 * `wordStatisticsPage`, the server's too. With variants, each other spelling the index files
 * under the word's spelling key is counted as an exact word and merged by the domain
 * (word-spellings.ts), as on the server. word-statistics equality with the
 * server is checked for every word of the demo anthology (tests/server/offline-local-statistics).
 * A phrase is counted by the domain's phraseStatistics over the poems whose postings hold a
 * word of each of its spelling keys (a superset in either mode), as on the server.
 * Texts are read only where needed (the index may come from a snapshot without them): the
 * shown page's poems, the overflow and Greek-sigma paths, and a phrase's candidates.
 */
import {
  countWordInPoem,
  lowerCaseDependsOnContext,
  otherSpellings,
  parseWordQuery,
  phraseStatistics,
  spellingKey,
  wordStatistics,
  wordStatisticsPage,
  withVariants,
  withoutVariants,
  WORD_QUERY_MESSAGES,
  type PoemWordStatistics,
  type SpellingStatistics,
  type WordQueryRefusal,
  type WordStatisticsResponse,
} from '@domain/words';
import { db as appDb, type AppDb } from './db';
import { wordIndexOf, type IndexedPoem, type WordIndex } from './word-index';

export type { WordStatisticsResponse };

export interface LocalWordStatisticsQuery {
  word: string;
  ignoreAccents: boolean;
  /** Count the word's other spellings too (the API's `variants`, on by default there). */
  variants: boolean;
  page: number;
  size: number;
}

/** A query the server would answer with 400 (the reason matches parseWordQuery's). */
export class WordQueryError extends Error {
  constructor(readonly reason: WordQueryRefusal) {
    super(WORD_QUERY_MESSAGES[reason]);
  }
}

const OVERFLOW_BIT = 1 << 31;

function stanzasOfMask(mask: number): number[] {
  const indices: number[] = [];
  for (let i = 0; i < 31; i += 1) if (mask & (1 << i)) indices.push(i);
  return indices;
}

/** Per-poem figures of `normalized`, in the anthology order. */
async function count(
  database: AppDb,
  index: WordIndex,
  word: string,
  normalized: string,
  ignoreAccents: boolean,
) {
  if (lowerCaseDependsOnContext(word)) {
    const poems = await index.withContent(database, index.allPoems());
    return { found: wordStatistics(word, poems, { ignoreAccents }).poems, poems };
  }
  const hits = index.hits(normalized, ignoreAccents);
  const overflow = hits.filter((h) => h.mask & OVERFLOW_BIT).map((h) => h.poem);
  const texts = new Map(
    (await index.withContent(database, overflow)).map((p) => [p.id, p.content]),
  );
  const found: PoemWordStatistics[] = hits.map(({ poem, occurrences, mask }) =>
    mask & OVERFLOW_BIT
      ? { poemId: poem.id, ...countWordInPoem(texts.get(poem.id)!, normalized, { ignoreAccents }) }
      : { poemId: poem.id, occurrences, stanzaIndices: stanzasOfMask(mask) },
  );
  return { found, poems: hits.map((h) => h.poem) };
}

/** The asked page of `stats`, the texts of its poems read where the index has none. */
async function pageOf(
  database: AppDb,
  index: WordIndex,
  stats: SpellingStatistics,
  poems: ReadonlyMap<string, IndexedPoem>,
  { page, size }: { page: number; size: number },
): Promise<WordStatisticsResponse> {
  const shown = stats.poems.slice(page * size, (page + 1) * size);
  const withText = await index.withContent(
    database,
    shown.flatMap((p) => poems.get(p.poemId) ?? []),
  );
  return wordStatisticsPage(stats, new Map(withText.map((p) => [p.id, p])), { page, size });
}

/** Returns the statistics of one word over the mirrored poems; rejects with WordQueryError. */
export async function localWordStatistics(
  { word, ignoreAccents, variants, page, size }: LocalWordStatisticsQuery,
  database: AppDb = appDb,
): Promise<WordStatisticsResponse> {
  const parsed = parseWordQuery(word, { ignoreAccents });
  if (!parsed.ok) throw new WordQueryError(parsed.reason);
  const index = await wordIndexOf(database);
  if (parsed.words.length > 1) {
    // Greek sigma lower-cases by context: such a phrase is never prefiltered (as in the domain).
    const candidates = await index.withContent(
      database,
      parsed.words.some(lowerCaseDependsOnContext)
        ? index.allPoems()
        : index.poemsWithKeys(parsed.words.map((w) => spellingKey(w))),
    );
    const rank = (id: string) => index.rankOf(id);
    const stats = phraseStatistics(word, candidates, { ignoreAccents, variants }, rank);
    return wordStatisticsPage(stats, new Map(candidates.map((p) => [p.id, p])), { page, size });
  }
  // A quoted word is counted as the word itself, and answered as typed.
  const text = parsed.text;
  const { found, poems } = await count(database, index, text, parsed.normalized, ignoreAccents);
  const byId = new Map<string, IndexedPoem>(poems.map((p) => [p.id, p]));
  const exact = {
    word,
    normalized: parsed.normalized,
    ignoreAccents,
    poemCount: found.length,
    totalOccurrences: found.reduce((sum, p) => sum + p.occurrences, 0),
    poems: found,
  };
  const shown = { page, size };
  if (!variants) return pageOf(database, index, withoutVariants(exact), byId, shown);
  const forms = otherSpellings(index.formsWithKey(spellingKey(text)), text, ignoreAccents);
  const figures = [];
  for (const spelling of forms) {
    const other = await count(database, index, spelling, spelling, false);
    for (const poem of other.poems) byId.set(poem.id, poem);
    figures.push({ spelling, poems: other.found });
  }
  const stats = withVariants(exact, figures, (id) => index.rankOf(id));
  return pageOf(database, index, stats, byId, shown);
}
