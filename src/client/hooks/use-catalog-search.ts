/**
 * Poems and poets whose title or name contains the query (accents and case ignored),
 * read live from the offline mirror: the search dialog finds them offline too.
 * `undefined` while the first answer is being computed. At most `limit` of each.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { foldText } from '@domain/words/fold-text';
import { db } from '@client/db/db';

export interface CatalogHit {
  id: string;
  title: string;
}

export interface CatalogHits {
  poems: CatalogHit[];
  poets: CatalogHit[];
}

const EMPTY: CatalogHits = { poems: [], poets: [] };

export function useCatalogSearch(query: string, limit = 5): CatalogHits | undefined {
  const needle = foldText(query.trim());
  return useLiveQuery(async () => {
    if (!needle) return EMPTY;
    const matches = (text: string) => foldText(text).includes(needle);
    const [poems, poets] = await Promise.all([
      db.poems
        .filter((poem) => matches(poem.title))
        .limit(limit)
        .toArray(),
      db.poets
        .filter((poet) => matches(poet.name))
        .limit(limit)
        .toArray(),
    ]);
    return {
      poems: poems.map((p) => ({ id: p.id, title: p.title })),
      poets: poets.map((p) => ({ id: p.id, title: p.name })),
    };
  }, [needle, limit]);
}
