/**
 * The daily upkeep of the database, also run once at start: tombstones older than
 * TOMBSTONE_RETENTION_DAYS leave the change feed (raising its horizon: clients behind it are
 * told to reset), trash items older than TRASH_RETENTION_DAYS are deleted for good with their
 * recordings' files (plugins/app/trash), idempotency keys older than 30 days are forgotten,
 * and PGlite, which has no autovacuum, refreshes its planner statistics (PostgreSQL keeps its
 * own).
 */
import type { AudioStore } from './audio-store/audio-store';
import type { Database } from './db/client';
import { pruneIdempotencyKeys } from './plugins/app/shared/count-once';
import { createSyncRepository } from './plugins/app/sync/sync-repository';
import { createTrashRepository } from './plugins/app/trash/trash-repository';

export const MAINTENANCE_EVERY_MS = 24 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;

export interface MaintenanceOptions {
  tombstoneRetentionDays: number;
  trashRetentionDays: number;
  /** Where the purged recordings' bytes are deleted. */
  audioStore: Pick<AudioStore, 'delete'>;
  /** The clock the trash's retention is counted from (tests move it). */
  now?: Date;
}

export interface MaintenanceReport {
  tombstonesPruned: number;
  horizon: number;
  keysPruned: number;
  trashPurged: number;
  /** Files of purged recordings the store could not delete (left as orphans). */
  filesNotDeleted: number;
}

export async function runMaintenance(
  database: Database,
  options: MaintenanceOptions,
): Promise<MaintenanceReport> {
  const { pruned, horizon } = await createSyncRepository(database.db).pruneTombstones(
    options.tombstoneRetentionDays,
  );
  const now = options.now ?? new Date();
  const purge = await createTrashRepository(database.db).purgeDeletedBefore(
    new Date(now.getTime() - options.trashRetentionDays * DAY_MS),
  );
  // The rows are gone (committed) before their bytes, so nothing ever points at missing bytes.
  const deletes = await Promise.allSettled(purge.keys.map((key) => options.audioStore.delete(key)));
  const keysPruned = await pruneIdempotencyKeys(database.db);
  if (database.kind === 'pglite') await database.analyze();
  return {
    tombstonesPruned: pruned,
    horizon,
    keysPruned,
    trashPurged: purge.removed,
    filesNotDeleted: deletes.filter((d) => d.status === 'rejected').length,
  };
}
