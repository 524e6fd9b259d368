/**
 * One poet's page, live from the mirror: the poet, their poems (anthology order) and the
 * recitations of those poems with their singers. `missing` when the mirror has no such poet.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { carriedRecords } from '@client/api/first-screen-records';
import { isMirrorReady } from '@client/sync/mirror-ready';
import type { Audio, Poem, Poet, Singer } from '@domain/schemas';
import { db } from '@client/db/db';

export interface PoetRecitation {
  audio: Audio;
  poem: Poem | undefined;
  singer: Singer | undefined;
}

export type PoetState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'missing' }
  | { status: 'ready'; poet: Poet; poems: Poem[]; recitations: PoetRecitation[] };

const byCreation = (a: { createdAt: string; id: string }, b: { createdAt: string; id: string }) =>
  a.createdAt === b.createdAt ? (a.id < b.id ? -1 : 1) : a.createdAt < b.createdAt ? -1 : 1;

async function loadPoet(id: string): Promise<PoetState> {
  try {
    const poet = await db.poets.get(id);
    if (!poet) return { status: 'missing' };
    const poems = (await db.poems.where('poetId').equals(id).toArray()).sort(byCreation);
    const audios = await db.audios
      .where('poemId')
      .anyOf(poems.map((p) => p.id))
      .toArray();
    const singerIds = [...new Set(audios.flatMap((a) => (a.singerId ? [a.singerId] : [])))];
    const singers = new Map(
      (await db.singers.bulkGet(singerIds)).flatMap((s) => (s ? [[s.id, s] as const] : [])),
    );
    const poemsById = new Map(poems.map((p) => [p.id, p]));
    const recitations = audios.sort(byCreation).map((audio) => ({
      audio,
      poem: poemsById.get(audio.poemId),
      singer: audio.singerId ? singers.get(audio.singerId) : undefined,
    }));
    return { status: 'ready', poet, poems, recitations };
  } catch {
    return { status: 'error' };
  }
}

/**
 * The poet the page's HTML carried (its first screen), in the state the mirror would give,
 * for the first render and until the mirror has the poet (a first visit before its sync).
 */
function carriedPoet(id: string): PoetState | undefined {
  const carried = carriedRecords('poet', id);
  if (!carried) return undefined;
  // Recitations are listed once the mirror has them: below the poems, they move nothing.
  const poems = [...carried.poems].sort(byCreation);
  return { status: 'ready', poet: carried.poet, poems, recitations: [] };
}

export function usePoet(id: string): PoetState {
  const carried = useMemo(() => carriedPoet(id), [id]);
  const live = useLiveQuery(
    () => loadPoet(id),
    [id],
    carried ?? ({ status: 'loading' } as PoetState),
  );
  return live.status === 'missing' && carried && !isMirrorReady() ? carried : live;
}
