/**
 * The mirrored anthology the poems list searches: every poem (sorted once in the anthology
 * order), poets by id, tags and themes, live from Dexie. `error` when IndexedDB refuses the
 * read (private mode, quota, corrupt store), so the screen can say so instead of spinning.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type AppDb } from '@client/db/db';
import { byAnthologyOrder, type PoemCatalogue } from '../filter-poems';

export type CatalogueState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; catalogue: PoemCatalogue };

/** Reads the catalogue from the mirror (exported for the search parity test). */
export async function readPoemCatalogue(database: AppDb = db): Promise<PoemCatalogue> {
  const [poems, poets, tags, themes] = await Promise.all([
    database.poems.toArray(),
    database.poets.toArray(),
    database.tags.orderBy('name').toArray(),
    database.themes.toArray(),
  ]);
  poems.sort(byAnthologyOrder);
  themes.sort(byAnthologyOrder);
  return { poems, poets: new Map(poets.map((p) => [p.id, p])), tags, themes };
}

async function loadCatalogue(): Promise<CatalogueState> {
  try {
    return { status: 'ready', catalogue: await readPoemCatalogue() };
  } catch {
    return { status: 'error' };
  }
}

export function usePoemCatalogue(): CatalogueState {
  return useLiveQuery(loadCatalogue, [], { status: 'loading' } as CatalogueState);
}
