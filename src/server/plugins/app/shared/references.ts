/**
 * The one way to check that a record exists, for a route's 404 (`recordExists`) and for the
 * records a write refers to (`missingReferences`): a poem's poet, theme and tags, an audio's
 * poem and singer, a difficult word's poem. An unknown reference is the writer's mistake, so
 * it is refused as invalid (400 naming each bad field, `tagIds.2` for one of a list), before a
 * foreign key would answer a vaguer 409.
 *
 * Call `missingReferences` inside the transaction that then writes: the referenced rows are
 * locked FOR KEY SHARE, so a concurrent delete of one of them waits for this write to commit
 * (and then meets the foreign key or the poem-tag trigger) instead of slipping in between the
 * check and the write. Before locking any row it takes the change-feed lock that every content
 * write takes first (migrations 0001 and 0003): locking the referenced rows first and the feed
 * second deadlocked on PostgreSQL against a concurrent delete of a referenced tag, which holds
 * the feed lock and waits for the row.
 */
import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FieldError } from '@domain/error-codes';
import type { Executor } from './executor';
import { invalid, type Refusal } from './refusal';
import { uuidArray } from './uuid-array';

type TableWithId = PgTable & { id: PgColumn };

/** The transaction-scoped advisory lock of the change feed (taalif_feed_lock in 0003). */
const FEED_LOCK_KEY = 7253716;

export interface Reference {
  /** The field of the write that names the record ("poemId", "tagIds"). */
  field: string;
  table: TableWithId;
  /** What the record is called in the message ("Poem"). */
  label: string;
  /** One id, a list (checked one by one), or nothing to check. */
  ids: string | readonly string[] | null | undefined;
}

/** Whether the row `id` of `table` exists (read in the executor's snapshot, no lock). */
export async function recordExists(
  executor: Executor,
  table: TableWithId,
  id: string,
): Promise<boolean> {
  const rows = await executor.select({ id: table.id }).from(table).where(eq(table.id, id));
  return rows.length > 0;
}

/** Undefined when every referenced record exists; otherwise the refusal naming each missing one. */
export async function missingReferences(
  executor: Executor,
  references: Reference[],
): Promise<Refusal | undefined> {
  const fields: Record<string, FieldError> = {};
  const hasIds = references.some(({ ids }) => (typeof ids === 'string' ? ids : ids?.length));
  if (hasIds) await executor.execute(sql`select pg_advisory_xact_lock(${FEED_LOCK_KEY})`);
  for (const { field, table, label, ids } of references) {
    if (ids === null || ids === undefined || ids === '') continue;
    const list = typeof ids === 'string' ? [ids] : ids;
    if (!list.length) continue;
    const found = await executor
      .select({ id: table.id })
      .from(table)
      .where(sql`${table.id} = any(${uuidArray([...list])})`)
      .for('key share');
    const known = new Set(found.map((row) => row.id as string));
    list.forEach((id, index) => {
      if (known.has(id)) return;
      fields[typeof ids === 'string' ? field : `${field}.${index}`] = {
        code: 'unknown_reference',
        message: `${label} not found`,
      };
    });
  }
  if (!Object.keys(fields).length) return undefined;
  return invalid(fields, `Unknown ${Object.keys(fields).join(', ')}`);
}
