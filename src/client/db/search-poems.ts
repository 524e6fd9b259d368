/**
 * Free-text poem search on the device, with the server's rule (GET /api/poems/search): a
 * poem matches when every term of the query, accent- and case-folded (@domain/words
 * foldTerms), occurs in its title, its content or its poet's name. Answers in the anthology
 * order, one page at a time, with the mirrored rows. The folded texts are computed once per
 * poem by the word index and kept while the poem is unchanged.
 */
import type { Poem } from '@domain/schemas';
import { foldTerms, foldText } from '@domain/words';
import { db as appDb, type AppDb } from './db';
import { wordIndexOf } from './word-index';

export interface LocalPoemPage {
  content: Poem[];
  totalElements: number;
  totalPages: number;
  size: number;
  number: number;
}

/** Ids of the poems matching `query`, in the anthology order ([] for a query with no term). */
export async function searchPoemIds(query: string, database: AppDb = appDb): Promise<string[]> {
  const terms = foldTerms(query);
  if (terms.length === 0) return [];
  const [index, poets] = await Promise.all([wordIndexOf(database), database.poets.toArray()]);
  const poetNames = new Map(poets.map((p) => [p.id, foldText(p.name)]));
  return index
    .searchable()
    .filter(({ poem, title, content }) => {
      const poet = poetNames.get(poem.poetId) ?? '';
      return terms.every((t) => title.includes(t) || content.includes(t) || poet.includes(t));
    })
    .map(({ poem }) => poem.id);
}

/** One page of the poems matching `q`. */
export async function searchPoems(
  { q, page, size }: { q: string; page: number; size: number },
  database: AppDb = appDb,
): Promise<LocalPoemPage> {
  const ids = await searchPoemIds(q, database);
  const rows = await database.poems.bulkGet(ids.slice(page * size, (page + 1) * size));
  return {
    content: rows.filter((p): p is Poem => p !== undefined),
    totalElements: ids.length,
    totalPages: Math.ceil(ids.length / size),
    size,
    number: page,
  };
}
