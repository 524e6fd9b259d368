/** One recitation's page, live from the mirror: the audio, its poem (and poet) and its singer. */
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { carriedRecords } from '@client/api/first-screen-records';
import { isMirrorReady } from '@client/sync/mirror-ready';
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

/** The recitation the page's HTML carried (its first screen), until the mirror has it. */
function carriedAudio(id: string): AudioState | undefined {
  const carried = carriedRecords('audio', id);
  if (!carried) return undefined;
  const { audio, poem, poet, singer } = carried;
  return { status: 'ready', audio, poem, poet, singer };
}

export function useAudio(id: string): AudioState {
  const carried = useMemo(() => carriedAudio(id), [id]);
  const live = useLiveQuery(
    () => loadAudio(id),
    [id],
    carried ?? ({ status: 'loading' } as AudioState),
  );
  return live.status === 'missing' && carried && !isMirrorReady() ? carried : live;
}
