/**
 * The "show only what is available offline" switch (a device preference in IndexedDB, so
 * it survives reloads and is shared by tabs), and what is available offline: downloaded
 * recitations, and poems whose every recitation is downloaded (a poem without recitation
 * is wholly on the device once synced).
 */
import { useCallback, useMemo } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { Poem } from '@domain/schemas';
import { db } from '@client/db/db';
import { getPreference, setPreference } from '@client/lib/preferences';

export function useOfflineOnly(): [boolean, (value: boolean) => void] {
  const value = useLiveQuery(async () => (await getPreference(db, 'offlineOnly')) === true);
  const set = useCallback((next: boolean) => void setPreference(db, 'offlineOnly', next), []);
  return [value ?? false, set];
}

/** Ids of the recitations stored on the device. */
export function useDownloadedAudioIds(): ReadonlySet<string> {
  const ids = useLiveQuery(() => db.downloads.toCollection().primaryKeys(), []);
  return useMemo(() => new Set(ids ?? []), [ids]);
}

export interface OfflineAvailability {
  audioIds: ReadonlySet<string>;
  /** Poems with at least one downloaded recitation. */
  poemIdsWithDownloads: ReadonlySet<string>;
  isAudioAvailable: (audioId: string) => boolean;
  /** True when the poem's text and every recitation of it are on the device. */
  isPoemAvailable: (poem: Pick<Poem, 'id' | 'hasAudio'>) => boolean;
}

export function useOfflineAvailability(): OfflineAvailability {
  const rows = useLiveQuery(() => db.downloads.toArray(), []);
  const audiosByPoem = useLiveQuery(async () => {
    const poemIds = [...new Set((rows ?? []).map((r) => r.poemId))];
    const audios = await db.audios.where('poemId').anyOf(poemIds).toArray();
    const counts = new Map<string, number>();
    for (const a of audios) counts.set(a.poemId, (counts.get(a.poemId) ?? 0) + 1);
    return counts;
  }, [rows]);
  return useMemo(() => {
    const audioIds = new Set((rows ?? []).map((r) => r.audioId));
    const downloadedPerPoem = new Map<string, number>();
    for (const r of rows ?? [])
      downloadedPerPoem.set(r.poemId, (downloadedPerPoem.get(r.poemId) ?? 0) + 1);
    const complete = (poemId: string) =>
      (downloadedPerPoem.get(poemId) ?? 0) >= (audiosByPoem?.get(poemId) ?? Infinity);
    return {
      audioIds,
      poemIdsWithDownloads: new Set(downloadedPerPoem.keys()),
      isAudioAvailable: (id) => audioIds.has(id),
      isPoemAvailable: (poem) => !poem.hasAudio || complete(poem.id),
    };
  }, [rows, audiosByPoem]);
}
