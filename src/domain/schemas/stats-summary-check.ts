/**
 * The shape check of GET /api/stats/summary without zod. The reader's device checks the
 * counts on every first visit, when its sync engine starts; with the zod schema, zod's whole
 * runtime (about 24 KB compressed, and a long task to evaluate on a phone) loaded during the
 * page's load for this one check. A test holds it to StatsSummarySchema.
 */
import type { StatsSummary } from './stats-summary';

export const STATS_SUMMARY_KEYS = [
  'poems',
  'poets',
  'users',
  'audios',
  'difficultWords',
  'themes',
  'tags',
] as const satisfies readonly (keyof StatsSummary)[];

/** The counts of `value`, as StatsSummarySchema.parse gives them; throws on any other shape. */
export function parseStatsSummary(value: unknown): StatsSummary {
  if (typeof value !== 'object' || value === null)
    throw new TypeError('stats summary: not an object');
  const summary: Partial<StatsSummary> = {};
  for (const key of STATS_SUMMARY_KEYS) {
    const count: unknown = (value as Record<string, unknown>)[key];
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 0)
      throw new TypeError(`stats summary: ${key} is not a count`);
    summary[key] = count;
  }
  return summary as StatsSummary;
}
