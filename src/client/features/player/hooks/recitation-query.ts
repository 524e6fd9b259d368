/** The recitation player's query of the mirror, with Dexie: a chunk of its own (use-recitation.ts). */
import { liveRead } from '@client/db/live-read';
import { db } from '@client/db/db';
import type { RecitationWithPoem } from './use-recitation';

/** The recitation, its poem and its singer's name (null if either is unknown), read again on change. */
export const liveRecitation = (audioId: string) =>
  liveRead(async (): Promise<RecitationWithPoem | null> => {
    const audio = await db.audios.get(audioId);
    const poem = audio ? await db.poems.get(audio.poemId) : undefined;
    if (!audio || !poem) return null;
    const singer = audio.singerId ? await db.singers.get(audio.singerId) : undefined;
    return { audio, poem, singerName: singer?.name ?? null };
  });
