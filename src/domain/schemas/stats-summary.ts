/** GET /api/stats/summary: the anthology's counts, shown by the home page's counters. */
import { z } from 'zod';

const count = z.number().int().nonnegative();

export const StatsSummarySchema = z.object({
  poems: count,
  poets: count,
  users: count,
  audios: count,
  difficultWords: count,
  themes: count,
  tags: count,
});
export type StatsSummary = z.infer<typeof StatsSummarySchema>;
