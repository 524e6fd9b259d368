/** One recitation's page, live from the mirror: the audio, its poem (and poet) and its singer. */
import { useLiveQuery } from 'dexie-react-hooks';
import type { Audio, Poem, Poet, Singer } from '@domain/schemas';
import { db } from '@client/db/db';

export type AudioState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'missing' }
  | {
      status: 'ready';
      audio: Audio;
      poem: Poem | undefined;
      poet: Poet | undefined;
      singer: Singer | undefined;
    };

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

export function useAudio(id: string): AudioState {
  return useLiveQuery(() => loadAudio(id), [id], { status: 'loading' } as AudioState);
}
