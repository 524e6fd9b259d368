/**
 * The contract of GET /api/poems/statistics/word: the domain's WordStatistics for the whole
 * anthology (poemCount, totalOccurrences), and one page of its poems, each completed with its
 * title, its poet and the text of the stanzas that hold the word. A common word occurs in
 * thousands of poems: the totals are always whole, the list with its stanza texts is paged.
 */
import { z } from 'zod';
import { PageQuerySchema } from '../paging';
import { IdSchema } from '../schemas/common';
import { flag } from '../schemas/poem-filter';
import { WORD_QUERY_MESSAGES } from './parse-word-query';

export const WordStatisticsQuerySchema = z.object({
  word: z.string({ error: WORD_QUERY_MESSAGES.empty }).max(200, 'At most 200 characters'),
  ignoreAccents: flag.default(false),
  page: PageQuerySchema.shape.page,
  size: PageQuerySchema.shape.size,
});

export const WordStatisticsResponseSchema = z.object({
  word: z.string(),
  normalized: z.string(),
  ignoreAccents: z.boolean(),
  poemCount: z.number().int(),
  totalOccurrences: z.number().int(),
  poems: z.array(
    z.object({
      poemId: IdSchema,
      title: z.string(),
      poetId: IdSchema,
      occurrences: z.number().int(),
      stanzaIndices: z.array(z.number().int()),
      /** The text of each stanza of stanzaIndices, in the same order. */
      stanzas: z.array(z.string()),
    }),
  ),
  /** The page of `poems`: 0-based number, its size, and how many pages poemCount makes. */
  number: z.number().int(),
  size: z.number().int(),
  totalPages: z.number().int(),
});
