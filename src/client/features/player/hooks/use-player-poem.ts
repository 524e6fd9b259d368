/** The poem a player belongs to, live from the Dexie mirror: undefined while loading, null if unknown. */
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@client/db/db';
import type { Poem } from '@domain/schemas';

export function usePlayerPoem(poemId: string): Poem | null | undefined {
  return useLiveQuery(async () => (await db.poems.get(poemId)) ?? null, [poemId]);
}
