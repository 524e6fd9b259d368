/** The recitation page's query of the mirror, with Dexie: a chunk of its own (use-audio.ts). */
import { liveRead } from '@client/db/live-read';
import { db } from '@client/db/db';
import type { AudioState } from './use-audio';

async function loadAudio(id: string): Promise<AudioState> {
  try {
    const audio = await db.audios.get(id);
    if (!audio) return { status: 'missing' };
    const [poem, singer] = await Promise.all([
      db.poems.get(audio.poemId),
      audio.singerId ? db.singers.get(audio.singerId) : undefined,
    ]);
    const poet = poem ? await db.poets.get(poem.poetId) : undefined;
    return { status: 'ready', audio, poem, poet, singer };
  } catch {
    return { status: 'error' };
  }
}

/** The recitation `id`'s page, read again whenever a row it read changes. */
export const liveAudio = (id: string) => liveRead(() => loadAudio(id));
