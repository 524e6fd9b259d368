/**
 * The app's sync engine, wired to the API and the mirror: made in the sync worker
 * (sync.worker.ts), or in the page where workers cannot run it (serve-in-page.ts).
 */
import { getStatsSummary } from '../api/get-stats-summary';
import { http } from '../api/http';
import { postCounterEvent } from '../api/post-counter-event';
import { db } from '../db/db';
import { indexWhileSyncing } from './index-while-syncing';
import type { LeaseStorage, LockManagerLike } from './run-exclusive';
import { SyncEngine } from './sync-engine';

export function makeSyncEngine(
  markMirrorReady: (ready: boolean) => void,
  leaseStorage?: LeaseStorage,
): SyncEngine {
  return new SyncEngine({
    db,
    sendEvent: (entry) => postCounterEvent(entry),
    indexer: indexWhileSyncing(db),
    fetchSummary: () => getStatsSummary(http),
    isOnline: () => navigator.onLine,
    exclusive: {
      locks: (navigator as Navigator & { locks?: LockManagerLike }).locks,
      storage: leaseStorage,
    },
    markMirrorReady,
  });
}
