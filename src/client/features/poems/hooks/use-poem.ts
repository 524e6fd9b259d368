/**
 * Everything the poem page shows, live from the mirror: the poem, its poet and theme, the
 * difficult words explained for it (and those attached to no poem, which apply everywhere);
 * the player reads the recitations itself. `missing` is the SPEC's "Poem not found"; `error`
 * a failed read.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { PoemPageAnswer } from '@client/api/get-poem-page';
import { db, GENERAL_WORDS_SCOPE, type MirroredDifficultWord } from '@client/db/db';
import type { DifficultWord } from '@domain/schemas';

/** The same shape whether the page is read from the API (get-poem-page.ts) or the mirror. */
export type PoemPageState = { status: 'loading' } | { status: 'error' } | PoemPageAnswer;

const withoutScope = ({ scope: _scope, ...word }: MirroredDifficultWord): DifficultWord => word;

async function loadPoem(id: string): Promise<PoemPageState> {
  try {
    const poem = await db.poems.get(id);
    if (!poem) return { status: 'missing' };
    const [poet, theme, words] = await Promise.all([
      db.poets.get(poem.poetId),
      poem.themeId ? db.themes.get(poem.themeId) : undefined,
      db.difficultWords.where('scope').anyOf(poem.id, GENERAL_WORDS_SCOPE).toArray(),
    ]);
    // The poem's own words first, then the general ones (as the API answers them), each
    // group in id order (the index's), and without the mirror's `scope`: rows shaped as the
    // API's, so a page handed over from the API finds the unchanged parts equal.
    const general = (word: { scope: string }) => Number(word.scope === GENERAL_WORDS_SCOPE);
    words.sort((a, b) => general(a) - general(b));
    return { status: 'ready', poem, poet, theme, words: words.map(withoutScope) };
  } catch {
    return { status: 'error' };
  }
}

export function usePoem(id: string): PoemPageState {
  return useLiveQuery(() => loadPoem(id), [id], { status: 'loading' } as PoemPageState);
}
