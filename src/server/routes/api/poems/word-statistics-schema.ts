/**
 * The contract of GET /api/poems/statistics/word: the domain's WordStatistics, each poem
 * completed with its title, its poet and the text of the stanzas that hold the word.
 */
import { z } from 'zod';
import { IdSchema } from '@domain/schemas/common';

export const WordStatisticsQuerySchema = z.object({
  word: z.string({ error: 'Word is required' }).max(200, 'At most 200 characters'),
  ignoreAccents: z
    .enum(['true', 'false', '1', '0'], { error: 'Must be true or false' })
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
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
});
