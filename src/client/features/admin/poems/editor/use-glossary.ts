/**
 * The mirror's glossary, live, for the poem editor: every difficult word (the dictionary the
 * editor looks picked words up in) and the words the reader's page of this poem highlights
 * (its own and those attached to no poem). A definition saved from the editor comes back here
 * through the sync that follows every save.
 *
 * The titles of the poems the words belong to are not read here but by the offer that names
 * them (use-poem-titles.ts), for the few poems of one picked word: read for the whole
 * glossary, they were every glossed poem of the mirror, whole, read again at each sync (on the
 * 10,000-poem benchmark corpus, 120 ms of the main thread in the middle of every save).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { readGlossary } from '@client/db/glossary';
import type { DifficultWord } from '@domain/schemas';

export interface Glossary {
  entries: readonly DifficultWord[];
  /** The words highlighted in this poem's text, as the reader's page finds them. */
  highlighted: readonly string[];
}

const NONE: readonly DifficultWord[] = [];

export function useGlossary(poemId: string | undefined): Glossary {
  const entries = useLiveQuery(readGlossary, []) ?? NONE;
  const highlighted = useMemo(
    () =>
      entries
        .filter(
          (entry) => entry.poemId === null || (poemId !== undefined && entry.poemId === poemId),
        )
        .map((entry) => entry.word),
    [entries, poemId],
  );
  return { entries, highlighted };
}
