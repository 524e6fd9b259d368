/**
 * The reader's library as one file, and its erase (the settings' "mine to take and to
 * erase"). The file is the device's whole log of operations (the format of the server's
 * `GET /api/me/library/export`, so either can be imported anywhere): it works signed out and
 * offline, and signed in it holds the account's library as this device last synced it, plus
 * what this device has not sent yet.
 *
 * - **Import merges, never replaces.** The file's operations join the log and the outbox
 *   (those the log already holds are skipped): the merge rules (@domain/library/state.ts)
 *   then give the union of both libraries, and the sync takes them to the account.
 * - **Erase takes everything**, the server's copy included for a signed-in reader (its other
 *   devices get 410 at their next sync and start again empty); this device empties its log
 *   and outbox and keeps the new generation, so it does not push the old library back.
 */
import { LIBRARY_FILE_FORMAT, LibraryFileSchema } from '@domain/library/api';
import type { LibraryOp } from '@domain/library/operation';
import { viewLibrary } from '@domain/library/view';
import type { api as appApi } from '@client/api/api-client';
import { db as appDb, type AppDb } from '@client/db/db';
import { signalLibraryChanged } from './library-signal';
import { emptyReplica } from './library-sync';
import { stateOf } from './replica';

export interface LibraryFile {
  format: typeof LIBRARY_FILE_FORMAT;
  version: 1;
  exportedAt: string;
  ops: LibraryOp[];
}

/** What a library holds, as the import's preview counts it. */
export interface LibraryCounts {
  favourites: number;
  liked: number;
  collections: number;
  notes: number;
}

export async function exportLibrary(database: AppDb = appDb): Promise<LibraryFile> {
  const ops = await database.libraryOps.toArray();
  ops.sort((a, b) => (a.hlc < b.hlc ? -1 : 1));
  return { format: LIBRARY_FILE_FORMAT, version: 1, exportedAt: new Date().toISOString(), ops };
}

/** The file's name: `taalif-library-YYYY-MM-DD.json`, as the server names its export. */
export const libraryFileName = (file: LibraryFile) =>
  `taalif-library-${file.exportedAt.slice(0, 10)}.json`;

/** Reads an export file; null when it is not one (not JSON, another format, a bad operation). */
export function readLibraryFile(text: string): LibraryFile | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = LibraryFileSchema.safeParse(json);
  return parsed.success ? (parsed.data as LibraryFile) : null;
}

export function countLibrary(ops: Iterable<LibraryOp>): LibraryCounts {
  const view = viewLibrary(stateOf(ops));
  return {
    favourites: view.favourites.length,
    liked: view.liked.length,
    collections: view.collections.length,
    notes: view.notes.length,
  };
}

/** Merges a file into the library; returns how many of its operations were new here. */
export async function importLibrary(file: LibraryFile, database: AppDb = appDb): Promise<number> {
  const added = await database.transaction(
    'rw',
    [database.libraryOps, database.libraryOutbox],
    async () => {
      const known = new Set(
        (await database.libraryOps.bulkGet(file.ops.map((op) => op.hlc))).map((op) => op?.hlc),
      );
      const fresh = file.ops.filter((op) => !known.has(op.hlc));
      await database.libraryOps.bulkPut(fresh);
      await database.libraryOutbox.bulkPut(fresh);
      return fresh.length;
    },
  );
  if (added > 0) signalLibraryChanged();
  return added;
}

/**
 * Erases the library: the server's copy first for a signed-in reader (`api`; an erase that
 * did not reach the server changes nothing here, so nothing seems gone that would come
 * back), then this device's.
 */
export async function eraseLibrary(
  api: Pick<typeof appApi, 'delete'> | undefined,
  database: AppDb = appDb,
): Promise<void> {
  const generation = api
    ? (await api.delete<{ generation: number }>('me/library', { retry: 0 })).generation
    : undefined;
  await emptyReplica(database, generation);
  signalLibraryChanged();
}
