/**
 * The reader's library log (`libraryOps`, v9) as a live query: told at once, and again
 * whenever this tab, another tab or the library's sync writes to it (Dexie's change
 * broadcast). features/library merges what it gets.
 */
import { liveQuery } from 'dexie';
import type { LibraryOp } from '@domain/library/operation';
import { db as appDb, type AppDb } from './db';

export function watchLibraryOps(
  next: (ops: LibraryOp[]) => void,
  error: (cause: unknown) => void,
  database: AppDb = appDb,
): () => void {
  const subscription = liveQuery(() => database.libraryOps.toArray()).subscribe({ next, error });
  return () => subscription.unsubscribe();
}
