/**
 * Word statistics answered from the device, with exactly the shape and the figures of the
 * server's GET /api/poems/statistics/word. The figures come from the word index's postings
 * (word-index.ts: per poem, the occurrences and stanzas of each word, counted with the
 * domain's rules); words the postings cannot answer alone (Greek sigma, whose lower case
 * depends on its neighbours, and stanzas past the 31st) are counted by the domain's
 * `wordStatistics` / `countWordInPoem`, as on the server, and the page is the domain's
 * `wordStatisticsPage`, the server's too. word-statistics equality with the
 * server is checked for every word of the demo anthology (tests/server/offline-local-statistics).
 */
import {
  countWordInPoem,
  lowerCaseDependsOnContext,
  parseWordQuery,
  wordStatistics,
  wordStatisticsPage,
  WORD_QUERY_MESSAGES,
  type PoemWordStatistics,
  type WordQueryRefusal,
  type WordStatisticsResponse,
} from '@domain/words';
import { db as appDb, type AppDb } from './db';
import { wordIndexOf, type IndexedPoem, type WordIndex } from './word-index';

export type { WordStatisticsResponse };

export interface LocalWordStatisticsQuery {
  word: string;
  ignoreAccents: boolean;
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
function count(index: WordIndex, word: string, normalized: string, ignoreAccents: boolean) {
  if (lowerCaseDependsOnContext(word)) {
    const poems = index.allPoems();
    return { found: wordStatistics(word, poems, { ignoreAccents }).poems, poems };
  }
  const hits = index.hits(normalized, ignoreAccents);
  const found: PoemWordStatistics[] = hits.map(({ poem, occurrences, mask }) =>
    mask & OVERFLOW_BIT
      ? { poemId: poem.id, ...countWordInPoem(poem.content, normalized, { ignoreAccents }) }
      : { poemId: poem.id, occurrences, stanzaIndices: stanzasOfMask(mask) },
  );
  return { found, poems: hits.map((h) => h.poem) };
}

/** Returns the statistics of one word over the mirrored poems; rejects with WordQueryError. */
export async function localWordStatistics(
  { word, ignoreAccents, page, size }: LocalWordStatisticsQuery,
  database: AppDb = appDb,
): Promise<WordStatisticsResponse> {
  const parsed = parseWordQuery(word, { ignoreAccents });
  if (!parsed.ok) throw new WordQueryError(parsed.reason);
  const index = await wordIndexOf(database);
  const { found, poems } = count(index, word, parsed.normalized, ignoreAccents);
  const byId = new Map<string, IndexedPoem>(poems.map((p) => [p.id, p]));
  const stats = {
    word,
    normalized: parsed.normalized,
    ignoreAccents,
    poemCount: found.length,
    totalOccurrences: found.reduce((sum, p) => sum + p.occurrences, 0),
    poems: found,
  };
  return wordStatisticsPage(stats, byId, { page, size });
}
