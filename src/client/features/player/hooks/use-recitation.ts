/** One recitation, its poem and its singer's name, live from the Dexie mirror: undefined while loading, null if unknown. */
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@client/db/db';
import type { Audio, Poem } from '@domain/schemas';

export interface RecitationWithPoem {
  audio: Audio;
  poem: Poem;
  singerName: string | null;
}

export function useRecitation(audioId: string): RecitationWithPoem | null | undefined {
  return useLiveQuery(async () => {
    const audio = await db.audios.get(audioId);
    const poem = audio ? await db.poems.get(audio.poemId) : undefined;
    if (!audio || !poem) return null;
    const singer = audio.singerId ? await db.singers.get(audio.singerId) : undefined;
    return { audio, poem, singerName: singer?.name ?? null };
  }, [audioId]);
}
