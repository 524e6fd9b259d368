/**
 * One recitation's page, live from the mirror: the audio, its poem (and poet) and its singer.
 * The mirror's query (and Dexie) is a chunk of its own, loaded once the mirror is the page's
 * source (useMirrorQuery): a first visit draws the records its HTML carried.
 */
import { useMemo } from 'react';
import { carriedRecords } from '@client/api/first-screen-records';
import { useMirrorQuery } from '@client/hooks/use-mirror-query';
import type { Audio, Poem, Poet, Singer } from '@domain/schemas';

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

/** The recitation the page's HTML carried (its first screen), until the mirror has it. */
function carriedAudio(id: string): AudioState | undefined {
  const carried = carriedRecords('audio', id);
  if (!carried) return undefined;
  const { audio, poem, poet, singer } = carried;
  return { status: 'ready', audio, poem, poet, singer };
}

const LOADING: AudioState = { status: 'loading' };

export function useAudio(id: string): AudioState {
  const carried = useMemo(() => carriedAudio(id), [id]);
  const openQuery = () => import('./audio-query').then(({ liveAudio }) => liveAudio(id));
  return useMirrorQuery(openQuery, id, carried) ?? LOADING;
}
