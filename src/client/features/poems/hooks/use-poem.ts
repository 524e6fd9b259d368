/**
 * Everything the poem page shows, live from the mirror: the poem, its poet and theme, the
 * difficult words explained for it (and those attached to no poem, which apply everywhere);
 * the player reads the recitations itself. `missing` is the SPEC's "Poem not found"; `error`
 * a failed read.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { PoemPageAnswer } from '@client/api/get-poem-page';
import { db } from '@client/db/db';

/** The same shape whether the page is read from the API (get-poem-page.ts) or the mirror. */
export type PoemPageState = { status: 'loading' } | { status: 'error' } | PoemPageAnswer;

async function loadPoem(id: string): Promise<PoemPageState> {
  try {
    const poem = await db.poems.get(id);
    if (!poem) return { status: 'missing' };
    const [poet, theme, own, general] = await Promise.all([
      db.poets.get(poem.poetId),
      poem.themeId ? db.themes.get(poem.themeId) : undefined,
      db.difficultWords.where('poemId').equals(poem.id).toArray(),
      db.difficultWords.filter((word) => word.poemId === null).toArray(),
    ]);
    return { status: 'ready', poem, poet, theme, words: [...own, ...general] };
  } catch {
    return { status: 'error' };
  }
}

export function usePoem(id: string): PoemPageState {
  return useLiveQuery(() => loadPoem(id), [id], { status: 'loading' } as PoemPageState);
}
