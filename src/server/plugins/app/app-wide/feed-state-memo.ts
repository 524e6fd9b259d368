/**
 * The feed's state (head, horizon) known in memory, for the embedded database only.
 *
 * With PostgreSQL, other instances write too, so every public read asks the database (one
 * small statement, public-cache.ts). With PGlite there is one process per data folder (the
 * folder lock proves it, db/data-dir-lock.ts), and every content write of a running server
 * goes through one of its HTTP requests. So the state read from the database stays valid
 * until the next write request: a write's arrival (onRequest of any method but GET, HEAD and
 * OPTIONS) and its answer (onResponse, after the commit) both make it stale, and a read that
 * started before either is not kept. While a write is in flight every read asks the database,
 * as with PostgreSQL. Writes made outside a request (the daily maintenance's pruning) are seen
 * within MAX_AGE_MS. Keyed by the Database object, so two apps of one process on one PGlite
 * (the cluster tests) share it.
 */
import type { Database } from '../../../db/client';
import type { FeedState } from '../sync/sync-repository';

const MAX_AGE_MS = 1000;
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

interface Memo {
  state?: FeedState;
  at: number;
  /** Moves on every write's start and end. */
  generation: number;
  writing: number;
}

const memos = new WeakMap<Database, Memo>();

function memoOf(database: Database): Memo | undefined {
  if (database.kind !== 'pglite') return undefined;
  let memo = memos.get(database);
  if (!memo) memos.set(database, (memo = { at: 0, generation: 0, writing: 0 }));
  return memo;
}

/** The known state, or undefined when the database must be asked. */
export function knownFeedState(database: Database): FeedState | undefined {
  const memo = memoOf(database);
  if (!memo?.state || memo.writing > 0 || Date.now() - memo.at > MAX_AGE_MS) return undefined;
  return memo.state;
}

/** Wraps a read of the state so that it is kept if no write began or ended meanwhile. */
export async function readAndKeep(
  database: Database,
  read: () => Promise<FeedState>,
): Promise<FeedState> {
  const memo = memoOf(database);
  const generation = memo?.generation;
  const state = await read();
  if (memo && memo.generation === generation && memo.writing === 0) {
    memo.state = state;
    memo.at = Date.now();
  }
  return state;
}

/** onRequest: a write request begins (no-op for safe methods and for PostgreSQL). */
export function writeBegins(database: Database, method: string): boolean {
  const memo = memoOf(database);
  if (!memo || SAFE.has(method)) return false;
  memo.writing++;
  memo.generation++;
  memo.state = undefined;
  return true;
}

/** onResponse of a request for which writeBegins answered true. */
export function writeEnds(database: Database): void {
  const memo = memoOf(database);
  if (!memo) return;
  memo.writing = Math.max(0, memo.writing - 1);
  memo.generation++;
  memo.state = undefined;
}
