/**
 * One sync of the reader's library with their account (`/api/me/library`): the outbox out,
 * the account's feed in. The server stores and relays operations; the merge happens here, in
 * the replica (replica.ts), so the order of pushes and pulls changes nothing in the result.
 *
 * - **Sign-in merges, never replaces.** A replica made signed out belongs to no account: the
 *   first sync adopts it, pulls the account's operations and pushes the device's own, so
 *   both sides end with the union. A replica last synced with *another* account keeps only
 *   its outbox (what was made on this device and never sent): the other account's library is
 *   not shown to, nor pushed into, this one.
 * - **Retries are free.** A push that got no answer is sent again with the same operations;
 *   the server stores each stamp once. An operation leaves the outbox only once the server
 *   answered for it; one recorded during the push stays for the next.
 * - **Erased elsewhere.** After an erase on another device the server answers 410: the
 *   replica starts again empty, outbox included (the erase asked for everything to go), and
 *   pulls the new generation from 0.
 */
import { PUSH_MAX_OPS, FEED_MAX_LIMIT } from '@domain/library/api';
import type { LibraryOp } from '@domain/library/operation';
import type { api as appApi } from '@client/api/api-client';
import { ApiError } from '@client/api/api-error';
import type { AppDb } from '@client/db/db';
import { LIBRARY_META } from './replica';

interface Feed {
  generation: number;
  cursor: number;
  hasMore: boolean;
  ops: LibraryOp[];
}

export interface LibrarySyncDeps {
  database: AppDb;
  api: Pick<typeof appApi, 'get' | 'post'>;
  /** The signed-in account's id. */
  account: string;
}

const OPS = 'me/library/ops';

async function metaNumber(database: AppDb, key: string): Promise<number | undefined> {
  const value = (await database.meta.get(key))?.value;
  return typeof value === 'number' ? value : undefined;
}

/** Makes the replica this account's (see the header). */
async function adopt({ database, account }: LibrarySyncDeps): Promise<void> {
  await database.transaction(
    'rw',
    [database.meta, database.libraryOps, database.libraryOutbox],
    async () => {
      const owner = (await database.meta.get(LIBRARY_META.account))?.value;
      if (owner === account) return;
      if (owner !== undefined) {
        await database.libraryOps.clear();
        await database.libraryOps.bulkPut(await database.libraryOutbox.toArray());
        await database.meta.bulkDelete([LIBRARY_META.cursor, LIBRARY_META.generation]);
      }
      await database.meta.put({ key: LIBRARY_META.account, value: account });
    },
  );
}

/**
 * Empties the replica, outbox included: after an erase on another device (the generation is
 * then learnt from the next pull), or after this device's own erase (`generation`, the one
 * the server moved to, so the next sync does not take the device for an old copy).
 */
export async function emptyReplica(database: AppDb, generation?: number): Promise<void> {
  await database.transaction(
    'rw',
    [database.meta, database.libraryOps, database.libraryOutbox],
    async () => {
      await database.libraryOps.clear();
      await database.libraryOutbox.clear();
      await database.meta.bulkDelete([LIBRARY_META.cursor, LIBRARY_META.generation]);
      if (generation !== undefined)
        await database.meta.put({ key: LIBRARY_META.generation, value: generation });
    },
  );
}

/** Pulls the feed from the stored cursor to its end; each page and its cursor are stored together. */
async function pull({ database, api }: LibrarySyncDeps): Promise<number> {
  for (;;) {
    const since = (await metaNumber(database, LIBRARY_META.cursor)) ?? 0;
    const generation = await metaNumber(database, LIBRARY_META.generation);
    const searchParams: Record<string, number> = { since, limit: FEED_MAX_LIMIT };
    if (generation !== undefined) searchParams.generation = generation;
    // 204 (nothing new) reads as ''.
    const page = await api.get<Feed | ''>(OPS, { searchParams });
    if (page === '') return generation ?? 0;
    await database.transaction('rw', [database.meta, database.libraryOps], async () => {
      await database.libraryOps.bulkPut(page.ops);
      await database.meta.bulkPut([
        { key: LIBRARY_META.cursor, value: page.cursor },
        { key: LIBRARY_META.generation, value: page.generation },
      ]);
    });
    if (!page.hasMore) return page.generation;
  }
}

/** Sends the outbox in batches; each batch leaves it once the server has answered. */
async function push(deps: LibrarySyncDeps, generation: number): Promise<number> {
  const { database, api } = deps;
  let sent = 0;
  for (;;) {
    const batch = await database.libraryOutbox.limit(PUSH_MAX_OPS).toArray();
    if (batch.length === 0) return sent;
    await api.post(OPS, { json: { generation, ops: batch } });
    await database.libraryOutbox.bulkDelete(batch.map((op) => op.hlc));
    sent += batch.length;
  }
}

const erased = (error: unknown) => error instanceof ApiError && error.status === 410;

/** One sync: adopt, pull (to learn the generation), push the outbox, pull what came meanwhile. */
export async function syncLibrary(deps: LibrarySyncDeps): Promise<void> {
  await adopt(deps);
  try {
    const generation = await pull(deps);
    if ((await push(deps, generation)) > 0) await pull(deps);
  } catch (error) {
    if (!erased(error)) throw error;
    await emptyReplica(deps.database);
    await pull(deps);
  }
}
