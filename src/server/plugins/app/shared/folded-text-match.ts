/**
 * The `?q=` of the small lists (tags, themes): the rows whose label holds the text, case- and
 * accent-insensitive, folded in JS with the domain's rule (SQL cannot fold accents the
 * domain's way; see poet-name-search.ts). Fine for tables of a few hundred rows, which is
 * what tags and themes are; the poem search has its own index.
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { foldText } from '@domain/words';
import { uuidArray } from './uuid-array';

/** `idColumn = any(…)` over the rows whose labels hold `q` (`false` when none do). */
export function foldedTextMatch<Row extends { id: string }>(
  rows: readonly Row[],
  q: string,
  labels: (row: Row) => readonly (string | null | undefined)[],
  idColumn: AnyColumn,
): SQL {
  const needle = foldText(q.trim());
  const ids = rows
    .filter((row) => labels(row).some((label) => label && foldText(label).includes(needle)))
    .map((row) => row.id);
  return ids.length ? sql`${idColumn} = any(${uuidArray(ids)})` : sql`false`;
}
