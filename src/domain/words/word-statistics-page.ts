/**
 * The answer of GET /api/poems/statistics/word, built from a word's whole-anthology figures:
 * the totals stay whole, and only the poems of the page asked for are completed with their
 * title, poet and the text of the stanzas that hold the word (cutting stanzas for thousands
 * of poems would be the slow part). The server and the device's offline statistics both
 * answer with it, so their answers are equal field by field.
 */
import type { z } from 'zod';
import type { SpellingStatistics } from './word-spellings';
import type { WordStatisticsResponseSchema } from './word-statistics-schema';
import { splitStanzas } from './split-stanzas';

export type WordStatisticsResponse = z.infer<typeof WordStatisticsResponseSchema>;

/** What a page needs of each poem found. */
export interface StatisticsPoem {
  title: string;
  poetId: string;
  content: string;
}

/** Returns page `page` (0-based, `size` poems) of `stats`; `poems` holds every poem found. */
export function wordStatisticsPage(
  stats: SpellingStatistics,
  poems: ReadonlyMap<string, StatisticsPoem>,
  { page, size }: { page: number; size: number },
): WordStatisticsResponse {
  return {
    ...stats,
    poems: stats.poems.slice(page * size, (page + 1) * size).map((found) => {
      const poem = poems.get(found.poemId);
      if (!poem) throw new RangeError(`No poem ${found.poemId} for the statistics page`);
      const stanzas = splitStanzas(poem.content);
      return {
        poemId: found.poemId,
        title: poem.title,
        poetId: poem.poetId,
        occurrences: found.occurrences,
        stanzaIndices: found.stanzaIndices,
        stanzas: found.stanzaIndices.map((i) => stanzas[i] ?? ''),
        alsoWritten: found.alsoWritten,
      };
    }),
    number: page,
    size,
    totalPages: Math.ceil(stats.poemCount / size),
  };
}
