/**
 * The mirror's bookkeeping keys in the `meta` table, and small typed accessors. The
 * reader's preferences share the table but not this module (client/lib/preferences.ts).
 */
import type { StatsSummary } from '@domain/schemas/stats-summary';
import type { AppDb } from '../db/db';

export const META = {
  /** The change-feed cursor: every change up to it is in the mirror. */
  cursor: 'cursor',
  /**
   * The feed's horizon when this mirror's pull from 0 began, sent with every pull: the
   * server accepts a cursor below its horizon while the horizon has not moved past it.
   */
  horizon: 'horizon',
  /** Bumped on each reset, so in-memory indexes built on the old mirror start over. */
  epoch: 'epoch',
  /** The last `/api/stats/summary` answer and when it came ({summary, at}). */
  summary: 'summary',
  /** When the last sync run completed (ms since epoch). */
  lastSyncedAt: 'lastSyncedAt',
} as const;

export interface StoredSummary {
  summary: StatsSummary;
  at: number;
}

export async function getMeta<T>(database: AppDb, key: string): Promise<T | undefined> {
  return (await database.meta.get(key))?.value as T | undefined;
}

export async function setMeta(database: AppDb, key: string, value: unknown): Promise<void> {
  await database.meta.put({ key, value });
}
