/**
 * Values read from the database and known in memory, for the embedded database only: the
 * feed's state (head, horizon), a route's ETag `variant` (the users count of
 * /api/stats/summary, which the feed does not cover), and what an audio Range answer needs
 * of its row (routes/api/audios/playback-routes.ts).
 *
 * With PostgreSQL, other instances write too, so every public read asks the database (one
 * small statement, public-cache.ts). With PGlite there is one process per data folder (the
 * folder lock proves it, db/data-dir-lock.ts), and every write, whether a request's, the
 * daily maintenance's or a script's, runs through this process's client, whose write clock
 * (db/client.ts) moves when a statement that may write starts and when it ends. So a value
 * read while the clock stood still stays valid until the clock moves again; while a write is
 * under way every read asks the database, as with PostgreSQL.
 */
import type { Database } from '../../../db/client';

interface Memo {
  value: unknown;
  generation: number;
}

const memos = new WeakMap<Database, Map<string, Memo>>();

/** The value kept under `key`, or undefined when the database must be asked. */
export function knownValue<T>(database: Database, key: string): T | undefined {
  const clock = database.writeClock;
  const memo = memos.get(database)?.get(key);
  if (!clock || !memo || clock.inFlight > 0 || clock.generation !== memo.generation) return;
  return memo.value as T;
}

/**
 * Reads the value, and keeps it under `key` if no write started or ended meanwhile (and
 * `worthKeeping` agrees: keys made from a request's id keep only what exists, so unknown ids
 * cannot fill the memory).
 */
export async function readAndKeep<T>(
  database: Database,
  key: string,
  read: () => Promise<T>,
  worthKeeping: (value: T) => boolean = () => true,
): Promise<T> {
  const clock = database.writeClock;
  const generation = clock?.generation;
  const value = await read();
  if (clock && clock.inFlight === 0 && clock.generation === generation && worthKeeping(value)) {
    let kept = memos.get(database);
    if (!kept) memos.set(database, (kept = new Map()));
    kept.set(key, { value, generation });
  }
  return value;
}
