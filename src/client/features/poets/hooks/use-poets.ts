/**
 * The poets of the mirror, by name, each with the number of its poems counted in the mirror
 * (through the poetId index, so it is right as soon as a sync lands, even for 10,000 poems).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { carriedList } from '@client/api/first-screen-records';
import { isMirrorReady } from '@client/sync/mirror-ready';
import type { Poet } from '@domain/schemas';
import { db } from '@client/db/db';

export type PoetsState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; poets: { poet: Poet; poemCount: number }[] };

async function loadPoets(): Promise<PoetsState> {
  try {
    const poets = await db.poets.orderBy('name').toArray();
    const counts = await Promise.all(
      poets.map((poet) => db.poems.where('poetId').equals(poet.id).count()),
    );
    return {
      status: 'ready',
      poets: poets.map((poet, i) => ({ poet, poemCount: counts[i] ?? 0 })),
    };
  } catch {
    return { status: 'error' };
  }
}

/**
 * The poets the page's HTML carried (the server's first screen of `/poets`), with the counts
 * the server read, for the first render and until the mirror holds the anthology (a first
 * visit before its sync would otherwise show an empty list in place of the server's).
 */
function carriedPoets(): PoetsState | undefined {
  const carried = carriedList('poets');
  return (
    carried && {
      status: 'ready',
      poets: carried.poets.map((poet) => ({ poet, poemCount: poet.poemCount })),
    }
  );
}

export function usePoets(): PoetsState {
  const carried = useMemo(carriedPoets, []);
  const live = useLiveQuery(loadPoets, [], carried ?? ({ status: 'loading' } as PoetsState));
  return carried && !isMirrorReady() ? carried : live;
}
