/** A recitation's player track from the Dexie mirror (works offline); null when it or its poem is gone. */
import { db } from '@client/db/db';
import { buildTrack } from '../lib/build-track';
import type { PlayerTrack } from '../store/player-types';

export async function findTrack(audioId: string): Promise<PlayerTrack | null> {
  const audio = await db.audios.get(audioId);
  const poem = audio ? await db.poems.get(audio.poemId) : undefined;
  if (!audio || !poem) return null;
  const singer = audio.singerId ? await db.singers.get(audio.singerId) : undefined;
  return buildTrack(audio, poem, singer?.name ?? null);
}
