/**
 * The name behind an id a dashboard row carries (a word's poem, a poem's poet, theme or tag,
 * a recording's singer),
 * read from this device's mirror of the anthology (DESIGN.md section 7: pickers and labels
 * read the mirror), live: a name the mirror lacks yet arrives with the next sync. One indexed
 * read per use, only for the rows on screen. `undefined` while reading, `null` when missing.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@client/db/db';
import { pickLocalized } from '@domain/i18n/pick-localized';
import { useReaderLanguage } from '@client/lib/localized-text';

export type NameTable = 'poems' | 'poets' | 'singers' | 'themes' | 'tags';

export function useMirrorName(table: NameTable, id: string): string | null | undefined {
  const { language } = useReaderLanguage();
  return useLiveQuery(async () => {
    const row = await db[table].get(id);
    if (!row) return null;
    if ('title' in row) return row.title;
    return typeof row.name === 'string'
      ? row.name
      : (pickLocalized(row.name, language)?.text ?? null);
  }, [table, id, language]);
}
