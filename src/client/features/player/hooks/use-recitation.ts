/**
 * One recitation, its poem and its singer's name, live from the Dexie mirror: undefined while
 * loading, null if unknown. The mirror's query (and Dexie) is a chunk of its own, loaded once
 * the mirror is the page's source (useMirrorQuery): a first visit draws what its HTML carried.
 */
import { useMemo } from 'react';
import { carriedRecords } from '@client/api/first-screen-records';
import { useMirrorQuery } from '@client/hooks/use-mirror-query';
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
  const openQuery = () =>
    import('./recitation-query').then(({ liveRecitation }) => liveRecitation(audioId));
  return useMirrorQuery<RecitationWithPoem | null>(openQuery, audioId, carried);
}
