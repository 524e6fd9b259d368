/** GET /api/stats/summary: the catalogue counts shown on the home page. */
import type { KyInstance } from 'ky';
import type { StatsSummary } from '@domain/schemas/stats-summary';
// Not the zod schema: this runs when the sync engine starts, during a first visit's load.
import { parseStatsSummary } from '@domain/schemas/stats-summary-check';

export type { StatsSummary };

/** Resolves to the validated counts; rejects on a network, HTTP or shape error. */
export async function getStatsSummary(
  client: KyInstance,
  signal?: AbortSignal,
): Promise<StatsSummary> {
  const body = await client.get('stats/summary', { signal }).json();
  return parseStatsSummary(body);
}
