/**
 * The home page counters, read from the device: poems and poets are counted in the Dexie
 * mirror (so they show offline and move as soon as a sync lands); the number of readers is
 * the one figure only the server knows, kept in the mirror's meta by the sync engine for
 * offline display. Until the first sync has completed, the mirror holds only part of the
 * catalogue, so the server's summary (stored in meta before that sync pulls anything) is
 * shown instead of a count that would climb from 0. States: 'loading' (nothing on the
 * device yet and a first sync may bring it), 'ready', and 'unavailable' (nothing on the
 * device and no network).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { StatsSummary } from '@domain/schemas/stats-summary';
import { db, type AppDb } from '@client/db/db';
import { useOnline } from '@client/hooks/use-online';
import { META, type StoredSummary } from '@client/sync/meta';

export type StatsState =
  { status: 'loading' } | { status: 'ready'; data: StatsSummary } | { status: 'unavailable' };

async function readCounts(database: AppDb) {
  const [poems, poets, audios, difficultWords, themes, tags, stored, lastSyncedAt] =
    await Promise.all([
      database.poems.count(),
      database.poets.count(),
      database.audios.count(),
      database.difficultWords.count(),
      database.themes.count(),
      database.tags.count(),
      database.meta.get(META.summary),
      database.meta.get(META.lastSyncedAt),
    ]);
  const summary = (stored?.value as StoredSummary | undefined)?.summary;
  const counts = { poems, poets, audios, difficultWords, themes, tags };
  return { counts, summary, synced: lastSyncedAt !== undefined };
}

export function useStatsSummary(database: AppDb = db): StatsState {
  const online = useOnline();
  const read = useLiveQuery(() => readCounts(database), [database]);
  if (!read) return { status: 'loading' };
  const { counts, summary, synced } = read;
  if (!synced) {
    if (summary) return { status: 'ready', data: summary };
    return online ? { status: 'loading' } : { status: 'unavailable' };
  }
  return { status: 'ready', data: { ...counts, users: summary?.users ?? 0 } };
}
