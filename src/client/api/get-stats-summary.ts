/** GET /api/stats/summary: the catalogue counts shown on the home page. */
import type { KyInstance } from 'ky';
import { StatsSummarySchema, type StatsSummary } from '@domain/schemas/stats-summary';

export type { StatsSummary };

/** Resolves to the validated counts; rejects on a network, HTTP or shape error. */
export async function getStatsSummary(
  client: KyInstance,
  signal?: AbortSignal,
): Promise<StatsSummary> {
  const body = await client.get('stats/summary', { signal }).json();
  return StatsSummarySchema.parse(body);
}
