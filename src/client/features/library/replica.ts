/**
 * The reader's library on this device: every operation it knows (@domain/library) in Dexie's
 * `libraryOps`, whose merge is what the screens show, and `libraryOutbox`, those made here
 * that the server has not stored yet. A gesture writes its operation to both in one
 * transaction, signed in or not: the library works without an account, and the sync
 * (library-sync.ts) sends the outbox once there is one.
 *
 * Why a log rather than the merged state: operations are what the server stores and relays,
 * and applying them in any order, any number of times, gives the same state (state.ts), so
 * a page of the feed, a retried push or a second tab's write can never leave a half-merged
 * state behind. A library is a few thousand operations at most; merging them is instant.
 */
import { HybridClock } from '@domain/library/hlc';
import type { LibraryOp } from '@domain/library/operation';
import { applyOps, emptyLibrary, type LibraryState } from '@domain/library/state';
import { db as appDb, type AppDb } from '@client/db/db';
import { deviceIdOf } from '@client/sync/device-id';
import { signalLibraryChanged } from './library-signal';

/** The replica's keys in the `meta` table. */
export const LIBRARY_META = {
  /** The account this replica was last synced with (absent: never signed in here). */
  account: 'library.account',
  /** The account feed's cursor. */
  cursor: 'library.cursor',
  /** The erase generation the replica belongs to. */
  generation: 'library.generation',
} as const;

export const stateOf = (ops: Iterable<LibraryOp>): LibraryState => applyOps(emptyLibrary(), ops);

export const readLibrary = (database: AppDb = appDb): Promise<LibraryState> =>
  database.libraryOps.toArray().then(stateOf);

/** Makes a gesture's operation from what the replica holds; undefined when there is nothing to do. */
export type Gesture = (state: LibraryState, clock: HybridClock) => LibraryOp | undefined;

/**
 * Records a gesture: its operation joins the log and the outbox together. The clock is this
 * device's, moved past every stamp the log holds, so the operation is later than everything
 * this device has seen (what the merge rules rely on).
 */
export async function recordGesture(
  gesture: Gesture,
  database: AppDb = appDb,
): Promise<LibraryOp | undefined> {
  const device = await deviceIdOf(database);
  const op = await database.transaction(
    'rw',
    [database.libraryOps, database.libraryOutbox],
    async () => {
      const ops = await database.libraryOps.toArray();
      const clock = new HybridClock(device);
      for (const known of ops) clock.observe(known.hlc);
      const made = gesture(stateOf(ops), clock);
      if (made) {
        await database.libraryOps.put(made);
        await database.libraryOutbox.put(made);
      }
      return made;
    },
  );
  if (op) signalLibraryChanged();
  return op;
}
