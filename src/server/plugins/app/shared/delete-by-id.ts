/**
 * The plain delete of one record by id, the same for every resource whose delete needs no more
 * (what goes with the row is the foreign keys' and the triggers' business: migrations).
 */
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './executor';

/** Deletes the row `id` of `table`; false when there was none. */
export async function deleteById(
  executor: Executor,
  table: PgTable & { id: PgColumn },
  id: string,
): Promise<boolean> {
  const gone = await executor.delete(table).where(eq(table.id, id)).returning({ id: table.id });
  return gone.length > 0;
}
