/**
 * Everything the poem page shows, live from the mirror: the poem, its poet and theme, the
 * difficult words explained for it (and those attached to no poem, which apply everywhere),
 * and its recitations. `missing` is the SPEC's "Poem not found"; `error` a failed read.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { Audio, DifficultWord, Poem, Poet, Theme } from '@domain/schemas';
import { db } from '@client/db/db';

export type PoemPageState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'missing' }
  | {
      status: 'ready';
      poem: Poem;
      poet: Poet | undefined;
      theme: Theme | undefined;
      words: DifficultWord[];
      audios: Audio[];
    };

async function loadPoem(id: string): Promise<PoemPageState> {
  try {
    const poem = await db.poems.get(id);
    if (!poem) return { status: 'missing' };
    const [poet, theme, own, general, audios] = await Promise.all([
      db.poets.get(poem.poetId),
      poem.themeId ? db.themes.get(poem.themeId) : undefined,
      db.difficultWords.where('poemId').equals(poem.id).toArray(),
      db.difficultWords.filter((word) => word.poemId === null).toArray(),
      db.audios.where('poemId').equals(poem.id).toArray(),
    ]);
    return { status: 'ready', poem, poet, theme, words: [...own, ...general], audios };
  } catch {
    return { status: 'error' };
  }
}

export function usePoem(id: string): PoemPageState {
  return useLiveQuery(() => loadPoem(id), [id], { status: 'loading' } as PoemPageState);
}
