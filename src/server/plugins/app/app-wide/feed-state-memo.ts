/**
 * The feed's state (head, horizon) known in memory, for the embedded database only.
 *
 * With PostgreSQL, other instances write too, so every public read asks the database (one
 * small statement, public-cache.ts). With PGlite there is one process per data folder (the
 * folder lock proves it, db/data-dir-lock.ts), and every write, whether a request's, the
 * daily maintenance's or a script's, runs through this process's client, whose write clock
 * (db/client.ts) moves when a statement that may write starts and when it ends. So a state
 * read while the clock stood still stays valid until the clock moves again; while a write is
 * under way every read asks the database, as with PostgreSQL.
 */
import type { Database } from '../../../db/client';
import type { FeedState } from '../sync/sync-repository';

interface Memo {
  state: FeedState;
  generation: number;
}

const memos = new WeakMap<Database, Memo>();

/** The known state, or undefined when the database must be asked. */
export function knownFeedState(database: Database): FeedState | undefined {
  const clock = database.writeClock;
  const memo = memos.get(database);
  if (!clock || !memo || clock.inFlight > 0 || clock.generation !== memo.generation) return;
  return memo.state;
}

/** Reads the state, and keeps it if no write started or ended meanwhile. */
export async function readAndKeep(
  database: Database,
  read: () => Promise<FeedState>,
): Promise<FeedState> {
  const clock = database.writeClock;
  const generation = clock?.generation;
  const state = await read();
  if (clock && clock.inFlight === 0 && clock.generation === generation) {
    memos.set(database, { state, generation });
  }
  return state;
}
