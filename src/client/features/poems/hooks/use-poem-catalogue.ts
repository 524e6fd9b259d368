/**
 * The mirrored anthology the poems list searches: every poem (sorted once in the anthology
 * order), poets by id, tags and themes, live from Dexie. `error` when IndexedDB refuses the
 * read (private mode, quota, corrupt store), so the screen can say so instead of spinning.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@client/db/db';
import { byAnthologyOrder, type PoemCatalogue } from '../filter-poems';

export type CatalogueState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; catalogue: PoemCatalogue };

async function loadCatalogue(): Promise<CatalogueState> {
  try {
    const [poems, poets, tags, themes] = await Promise.all([
      db.poems.toArray(),
      db.poets.toArray(),
      db.tags.orderBy('name').toArray(),
      db.themes.toArray(),
    ]);
    poems.sort(byAnthologyOrder);
    themes.sort(byAnthologyOrder);
    return {
      status: 'ready',
      catalogue: { poems, poets: new Map(poets.map((p) => [p.id, p])), tags, themes },
    };
  } catch {
    return { status: 'error' };
  }
}

export function usePoemCatalogue(): CatalogueState {
  return useLiveQuery(loadCatalogue, [], { status: 'loading' } as CatalogueState);
}
