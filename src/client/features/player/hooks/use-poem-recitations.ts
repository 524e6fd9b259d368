/** The recitations of a poem with their singers' names, live from the Dexie mirror (undefined while loading). */
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@client/db/db';
import type { Audio } from '@domain/schemas';

export interface Recitation {
  audio: Audio;
  singerName: string | null;
}

export async function loadRecitations(poemId: string): Promise<Recitation[]> {
  const audios = await db.audios.where('poemId').equals(poemId).toArray();
  const singerIds = [...new Set(audios.flatMap((audio) => audio.singerId ?? []))];
  const singers = await db.singers.bulkGet(singerIds);
  const names = new Map(singers.flatMap((singer) => (singer ? [[singer.id, singer.name]] : [])));
  return audios
    .map((audio) => ({ audio, singerName: names.get(audio.singerId ?? '') ?? null }))
    .sort((a, b) => a.audio.createdAt.localeCompare(b.audio.createdAt));
}

export function usePoemRecitations(poemId: string): Recitation[] | undefined {
  return useLiveQuery(() => loadRecitations(poemId), [poemId]);
}
