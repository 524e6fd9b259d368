/**
 * The daily upkeep of the database, also run once at start: tombstones older than
 * TOMBSTONE_RETENTION_DAYS leave the change feed (raising its horizon: clients behind it are
 * told to reset), idempotency keys older than 30 days are forgotten, and PGlite, which has no
 * autovacuum, refreshes its planner statistics (PostgreSQL keeps its own).
 */
import type { Database } from './db/client';
import { pruneIdempotencyKeys } from './plugins/app/shared/count-once';
import { createSyncRepository } from './plugins/app/sync/sync-repository';

export const MAINTENANCE_EVERY_MS = 24 * 3600 * 1000;

export interface MaintenanceReport {
  tombstonesPruned: number;
  horizon: number;
  keysPruned: number;
}

export async function runMaintenance(
  database: Database,
  tombstoneRetentionDays: number,
): Promise<MaintenanceReport> {
  const { pruned, horizon } = await createSyncRepository(database.db).pruneTombstones(
    tombstoneRetentionDays,
  );
  const keysPruned = await pruneIdempotencyKeys(database.db);
  if (database.kind === 'pglite') await database.analyze();
  return { tombstonesPruned: pruned, horizon, keysPruned };
}
