/** One recitation, its poem and its singer's name, live from the Dexie mirror: undefined while loading, null if unknown. */
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { carriedRecords } from '@client/api/first-screen-records';
import { isMirrorReady } from '@client/sync/mirror-ready';
import { db } from '@client/db/db';
import type { Audio, Poem } from '@domain/schemas';

export interface RecitationWithPoem {
  audio: Audio;
  poem: Poem;
  singerName: string | null;
}

/** The recitation the page's HTML carried (its first screen), until the mirror has it. */
function carriedRecitation(audioId: string): RecitationWithPoem | undefined {
  const carried = carriedRecords('audio', audioId);
  if (!carried?.poem) return undefined;
  return { audio: carried.audio, poem: carried.poem, singerName: carried.singer?.name ?? null };
}

export function useRecitation(audioId: string): RecitationWithPoem | null | undefined {
  const carried = useMemo(() => carriedRecitation(audioId), [audioId]);
  const live = useLiveQuery(async () => {
    const audio = await db.audios.get(audioId);
    const poem = audio ? await db.poems.get(audio.poemId) : undefined;
    if (!audio || !poem) return null;
    const singer = audio.singerId ? await db.singers.get(audio.singerId) : undefined;
    return { audio, poem, singerName: singer?.name ?? null };
  }, [audioId]);
  if (live === undefined || (live === null && !isMirrorReady())) return carried ?? live;
  return live;
}
