/**
 * Word statistics over the mirrored corpus, in exactly the shape of the API's answer
 * (`WordStatisticsResponseSchema`), with the domain's `wordStatistics`: the same rule, so the
 * same answer, offline.
 */
import type { z } from 'zod';
import { splitStanzas, wordStatistics, type WordStatisticsResponseSchema } from '@domain/words';
import { db } from '@client/db/db';

export type WordStatisticsResponse = z.infer<typeof WordStatisticsResponseSchema>;

const byCreation = (a: { createdAt: string; id: string }, b: { createdAt: string; id: string }) =>
  a.createdAt === b.createdAt ? (a.id < b.id ? -1 : 1) : a.createdAt < b.createdAt ? -1 : 1;

/** Statistics of one (valid) word over every poem of the mirror, one page of poems. */
export async function statisticsOverMirror(query: {
  word: string;
  ignoreAccents: boolean;
  page: number;
  size: number;
}): Promise<WordStatisticsResponse> {
  const poems = (await db.poems.toArray()).sort(byCreation);
  const stats = wordStatistics(query.word, poems, { ignoreAccents: query.ignoreAccents });
  const byId = new Map(poems.map((p) => [p.id, p]));
  const slice = stats.poems.slice(query.page * query.size, (query.page + 1) * query.size);
  return {
    ...stats,
    poems: slice.map((found) => {
      const poem = byId.get(found.poemId)!;
      const stanzas = splitStanzas(poem.content);
      return {
        ...found,
        title: poem.title,
        poetId: poem.poetId,
        stanzas: found.stanzaIndices.map((i) => stanzas[i] ?? ''),
      };
    }),
    number: query.page,
    size: query.size,
    totalPages: Math.ceil(stats.poemCount / query.size),
  };
}
