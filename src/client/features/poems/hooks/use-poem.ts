/**
 * Everything the poem page shows, live from the mirror, read by the domain's one loader of a
 * poem page (loadPoemPage, as the API's and the server's first screen's): the poem, its poet
 * and theme, the difficult words explained for it (and those attached to no poem, which apply
 * everywhere); the player reads the recitations itself. `missing` is the SPEC's "Poem not
 * found"; `error` a failed read.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { PoemPageAnswer } from '@client/api/get-poem-page';
import { db, GENERAL_WORDS_SCOPE, type MirroredDifficultWord } from '@client/db/db';
import type { DifficultWord } from '@domain/schemas';
import { loadPoemPage } from '@domain/first-screen/poem-page-records';

/** The same shape whether the page is read from the API (get-poem-page.ts) or the mirror. */
export type PoemPageState = { status: 'loading' } | { status: 'error' } | PoemPageAnswer;

const withoutScope = ({ scope: _scope, ...word }: MirroredDifficultWord): DifficultWord => word;

async function loadPoem(id: string): Promise<PoemPageState> {
  try {
    const records = await loadPoemPage(id, {
      poem: (poemId) => db.poems.get(poemId),
      poet: (poetId) => db.poets.get(poetId),
      theme: (themeId) => db.themes.get(themeId),
      // The poem's words and the general ones, without the mirror's `scope`: rows shaped as
      // the API's, so a page handed over from the API finds the unchanged parts equal.
      words: async (poemId) =>
        (await db.difficultWords.where('scope').anyOf(poemId, GENERAL_WORDS_SCOPE).toArray()).map(
          withoutScope,
        ),
    });
    return records ? { status: 'ready', ...records } : { status: 'missing' };
  } catch {
    return { status: 'error' };
  }
}

export function usePoem(id: string): PoemPageState {
  return useLiveQuery(() => loadPoem(id), [id], { status: 'loading' } as PoemPageState);
}
