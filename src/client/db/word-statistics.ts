/**
 * Word statistics answered from the device, with exactly the shape and the figures of the
 * server's GET /api/poems/statistics/word: the domain's `wordStatistics` over the poems the
 * in-memory word index (word-index.ts) says may hold the word, then one page of them with
 * their titles, poets and stanza texts.
 */
import type { z } from 'zod';
import {
  parseWordQuery,
  splitStanzas,
  wordStatistics,
  type WordStatisticsResponseSchema,
} from '@domain/words';
import { db as appDb, type AppDb } from './db';
import { wordIndexOf } from './word-index';

export type WordStatisticsResponse = z.infer<typeof WordStatisticsResponseSchema>;

export interface LocalWordStatisticsQuery {
  word: string;
  ignoreAccents: boolean;
  page: number;
  size: number;
}

/** A query the server would answer with 400 (the reason matches parseWordQuery's). */
export class WordQueryError extends Error {
  constructor(readonly reason: 'empty' | 'not-a-single-word') {
    super(reason === 'empty' ? 'Word is required' : 'Enter a single word');
  }
}

/** Returns the statistics of one word over the mirrored poems; rejects with WordQueryError. */
export async function localWordStatistics(
  { word, ignoreAccents, page, size }: LocalWordStatisticsQuery,
  database: AppDb = appDb,
): Promise<WordStatisticsResponse> {
  const parsed = parseWordQuery(word, { ignoreAccents });
  if (!parsed.ok) throw new WordQueryError(parsed.reason);
  const index = await wordIndexOf(database);
  const candidates = index.candidates(word);
  const stats = wordStatistics(word, candidates, { ignoreAccents });
  const byId = new Map(candidates.map((p) => [p.id, p]));
  return {
    ...stats,
    poems: stats.poems.slice(page * size, (page + 1) * size).map((found) => {
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
    number: page,
    size,
    totalPages: Math.ceil(stats.poemCount / size),
  };
}
