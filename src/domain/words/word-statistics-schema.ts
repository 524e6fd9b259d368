/**
 * The contract of GET /api/poems/statistics/word: the domain's WordStatistics for the whole
 * anthology (poemCount, totalOccurrences), and one page of its poems, each completed with its
 * title, its poet and the text of the stanzas that hold the word. A common word occurs in
 * thousands of poems: the totals are always whole, the list with its stanza texts is paged.
 * With `variants` (the default), the word's other spellings are counted too (word-spellings.ts):
 * poems holding the spelling asked for first, then the others, each with what it holds.
 */
import { z } from 'zod';
import { PageQuerySchema } from '../paging';
import { IdSchema } from '../schemas/common';
import { flag } from '../schemas/poem-filter';
import { MAX_QUERY_LENGTH, WORD_QUERY_MESSAGES } from './parse-word-query';

export const WordStatisticsQuerySchema = z.object({
  /** One word or a phrase of consecutive words (parse-word-query.ts). */
  word: z
    .string({ error: WORD_QUERY_MESSAGES.empty })
    .max(MAX_QUERY_LENGTH, WORD_QUERY_MESSAGES['too-long']),
  ignoreAccents: flag.default(false),
  /** Count the word's other spellings too (spelling-key.ts): "Serigne" finds sëriñ. */
  variants: flag.default(true),
  page: PageQuerySchema.shape.page,
  size: PageQuerySchema.shape.size,
});

export const WordStatisticsResponseSchema = z.object({
  word: z.string(),
  normalized: z.string(),
  ignoreAccents: z.boolean(),
  /** Whether other spellings of the word were counted (the query's `variants`). */
  variants: z.boolean(),
  /** The figures per spelling: the one asked for (`exact`) first, then each other one found. */
  spellings: z.array(
    z.object({
      spelling: z.string(),
      exact: z.boolean(),
      poemCount: z.number().int(),
      occurrences: z.number().int(),
    }),
  ),
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
      /** The other spellings this poem holds ("also written: bouki"); empty when none. */
      alsoWritten: z.array(z.string()),
    }),
  ),
  /** The page of `poems`: 0-based number, its size, and how many pages poemCount makes. */
  number: z.number().int(),
  size: z.number().int(),
  totalPages: z.number().int(),
});
