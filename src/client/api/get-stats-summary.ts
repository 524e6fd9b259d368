/** GET /api/stats/summary: the catalogue counts shown on the home page. */
import type { KyInstance } from 'ky';
import { z } from 'zod';

const count = z.number().int().nonnegative();

export const StatsSummarySchema = z.object({
  poems: count,
  poets: count,
  users: count,
  audios: count.optional(),
  difficultWords: count.optional(),
  themes: count.optional(),
  tags: count.optional(),
});
export type StatsSummary = z.infer<typeof StatsSummarySchema>;

/** Resolves to the validated counts; rejects on a network, HTTP or shape error. */
export async function getStatsSummary(
  client: KyInstance,
  signal?: AbortSignal,
): Promise<StatsSummary> {
  const body = await client.get('stats/summary', { signal }).json();
  return StatsSummarySchema.parse(body);
}
