/**
 * The one update-with-version path of every versioned resource (poets, poems, themes, tags,
 * singers, audios, difficult words): apply a partial change to the row `id`, only while it
 * still has `version` when one is given (optimistic concurrency; the triggers bump it).
 * Answers the updated row, or a refusal: 'not-found' when there is no such row, 'stale' when
 * it exists with another version. An empty change writes nothing (no rev is spent on a no-op)
 * and answers the row as it is, with the same version check.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './executor';
import { notFoundRefusal, staleRefusal, type WriteResult } from './refusal';

type VersionedTable = PgTable & { id: PgColumn; version: PgColumn };

export async function updateWithVersion<Table extends VersionedTable>(
  executor: Executor,
  table: Table,
  id: string,
  version: number | undefined,
  changes: Partial<Table['$inferInsert']>,
): Promise<WriteResult<Table['$inferSelect']>> {
  const match: SQL | undefined = and(
    eq(table.id, id),
    version === undefined ? undefined : eq(table.version, version),
  );
  // The one loosening: Drizzle's builders cannot resolve their row types while the table is a
  // type parameter; the signature above already ties `changes` and the answer to `table`.
  const loose = executor as unknown as {
    update(t: PgTable): {
      set(v: object): { where(w?: SQL): { returning(): Promise<Table['$inferSelect'][]> } };
    };
    select(fields?: object): {
      from(t: PgTable): { where(w?: SQL): Promise<Table['$inferSelect'][]> };
    };
  };
  const rows = Object.keys(changes).length
    ? await loose.update(table).set(changes).where(match).returning()
    : await loose.select().from(table).where(match);
  if (rows[0]) return rows[0];
  const found = await loose.select({ id: table.id }).from(table).where(eq(table.id, id));
  return found.length ? staleRefusal : notFoundRefusal;
}
