/**
 * The recitations of the mirror with their poem and singer, ordered by poem title then
 * recitation title. With the offline-only switch on, only the downloaded ones.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { Audio, Poem, Singer } from '@domain/schemas';
import { db } from '@client/db/db';

export interface Recitation {
  audio: Audio;
  poem: Poem | undefined;
  singer: Singer | undefined;
}

export type AudiosState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; recitations: Recitation[] };

export async function loadRecitations(audios: Audio[]): Promise<Recitation[]> {
  const poemIds = [...new Set(audios.map((a) => a.poemId))];
  const singerIds = [...new Set(audios.flatMap((a) => (a.singerId ? [a.singerId] : [])))];
  const [poems, singers] = await Promise.all([
    db.poems.bulkGet(poemIds),
    db.singers.bulkGet(singerIds),
  ]);
  const poemById = new Map(poems.flatMap((p) => (p ? [[p.id, p] as const] : [])));
  const singerById = new Map(singers.flatMap((s) => (s ? [[s.id, s] as const] : [])));
  return audios.map((audio) => ({
    audio,
    poem: poemById.get(audio.poemId),
    singer: audio.singerId ? singerById.get(audio.singerId) : undefined,
  }));
}

async function loadAudios(
  offlineOnly: boolean,
  downloaded: ReadonlySet<string>,
): Promise<AudiosState> {
  try {
    const audios = await db.audios.toArray();
    const shown = offlineOnly ? audios.filter((a) => downloaded.has(a.id)) : audios;
    const recitations = await loadRecitations(shown);
    recitations.sort(
      (a, b) =>
        (a.poem?.title ?? '').localeCompare(b.poem?.title ?? '') ||
        a.audio.title.localeCompare(b.audio.title),
    );
    return { status: 'ready', recitations };
  } catch {
    return { status: 'error' };
  }
}

export function useAudios(offlineOnly: boolean, downloaded: ReadonlySet<string>): AudiosState {
  return useLiveQuery(() => loadAudios(offlineOnly, downloaded), [offlineOnly, downloaded], {
    status: 'loading',
  } as AudiosState);
}
