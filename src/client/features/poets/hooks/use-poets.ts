/**
 * The poets of the mirror, by name, each with the number of its poems counted in the mirror
 * (through the poetId index, so it is right as soon as a sync lands, even for 10,000 poems).
 */
import { useLiveQuery } from 'dexie-react-hooks';
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

export function usePoets(): PoetsState {
  return useLiveQuery(loadPoets, [], { status: 'loading' } as PoetsState);
}
