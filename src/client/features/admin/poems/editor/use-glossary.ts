/**
 * The mirror's glossary, live, for the poem editor: every difficult word (the dictionary the
 * editor looks picked words up in), the titles of the poems they belong to, and the words the
 * reader's page of this poem highlights (its own and those attached to no poem). A definition
 * saved from the editor comes back here through the sync that follows every save.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { readGlossary, readPoemTitles } from '@client/db/glossary';
import type { DifficultWord } from '@domain/schemas';

export interface Glossary {
  entries: readonly DifficultWord[];
  titleOf: (poemId: string) => string | undefined;
  /** The words highlighted in this poem's text, as the reader's page finds them. */
  highlighted: readonly string[];
}

const NONE: readonly DifficultWord[] = [];

async function load() {
  const entries = await readGlossary();
  const titles = await readPoemTitles(entries.flatMap((e) => (e.poemId ? [e.poemId] : [])));
  return { entries, titles };
}

export function useGlossary(poemId: string | undefined): Glossary {
  const answer = useLiveQuery(load, []);
  const entries = answer?.entries ?? NONE;
  const highlighted = useMemo(
    () =>
      entries
        .filter(
          (entry) => entry.poemId === null || (poemId !== undefined && entry.poemId === poemId),
        )
        .map((entry) => entry.word),
    [entries, poemId],
  );
  const titles = answer?.titles;
  const titleOf = useMemo(() => (id: string) => titles?.get(id), [titles]);
  return { entries, titleOf, highlighted };
}
