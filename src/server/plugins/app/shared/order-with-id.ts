/** The ORDER BY of a paged list: the sort column, then the id as a tie-breaker. */
import { asc, desc, sql, type AnyColumn } from 'drizzle-orm';

/** Returns ORDER BY column, then id in the same direction (stable pages); nulls go last. */
export function orderWithId(column: AnyColumn, direction: 'asc' | 'desc' = 'asc', id: AnyColumn) {
  if (direction === 'asc') return [asc(column), asc(id)];
  // DESC puts nulls first in PostgreSQL; only nullable columns need telling otherwise, so
  // NOT NULL ones keep a plain DESC that a backward index scan can serve.
  return [column.notNull ? desc(column) : sql`${column} desc nulls last`, desc(id)];
}
