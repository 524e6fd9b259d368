/**
 * The titles of a few of the mirror's poems, live, by id: where a suggested definition comes
 * from. Undefined until read.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { readPoemTitles } from '@client/db/glossary';

export function usePoemTitles(ids: readonly string[]): ReadonlyMap<string, string> | undefined {
  // One key for the query: a new array of the same ids must not read them again.
  const key = [...new Set(ids)].sort().join(' ');
  return useLiveQuery(() => readPoemTitles(key ? key.split(' ') : []), [key]);
}
