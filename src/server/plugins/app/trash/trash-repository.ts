/**
 * The trash (db/schema.ts `trash`): deleting a poem, a poet or a recording moves its rows
 * here, whole, in the transaction that deletes them from their tables; a restore inserts
 * them again under the same ids; emptying (or removing one item, or the purge of items older
 * than the retention) is the only delete that cannot be undone.
 *
 * Why move the rows rather than mark them deleted: a row that is not in its table cannot be
 * shown by any reader's query (lists, search, statistics, the first screen, the change feed),
 * including queries written later; the tables' triggers write the tombstones that make
 * readers' devices drop it, and a restore's inserts take new revs, so the feed sends the rows
 * again and every device converges (sync/sync-repository.ts).
 *
 * What goes with what:
 * - a poem: its recordings, their drift reports and its difficult words (the rows its foreign
 *   keys would cascade away);
 * - a recording: its drift reports;
 * - a poet: only while no poem names it (a poet with poems is refused, as before the trash:
 *   move the poems to the trash first). A poem in the trash then restores only once its poet
 *   is back (`parent_missing`), and a recording only once its poem is.
 * The audio BYTES stay in the store while the item is in the trash; the caller deletes them
 * after a removal commits (the keys are answered).
 *
 * On restore, references that went meanwhile are dropped like their foreign keys would have
 * (theme, singer: null; tags: filtered out). Rows are stored as `to_jsonb` gave them and
 * inserted through `jsonb_populate_record` with only the columns they hold, so a column added
 * by a later migration takes its default. A restored row's `version` starts again at 1 (the
 * triggers stamp inserts); any form still holding an older version is refused as stale.
 */
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import { onField } from '@domain/error-codes';
import type { TrashEntity } from '@domain/schemas/trash';
import type { Db } from '../../../db/client';
import * as t from '../../../db/schema';
import type { Transaction } from '../shared/executor';
import { conflicting, notFoundRefusal, type WriteResult } from '../shared/refusal';
import { repositoryPlugin } from '../shared/repository-plugin';
import { uniqueViolation } from '../shared/unique-violation';

type Row = Record<string, unknown>;

/** The tables a trash item may hold rows of, in the order a restore inserts them. */
const TABLES = {
  poets: t.poets,
  poems: t.poems,
  audios: t.audios,
  difficult_words: t.difficultWords,
  drift_reports: t.driftReports,
} satisfies Record<string, PgTable>;
type TableName = keyof typeof TABLES;
const RESTORE_ORDER = Object.keys(TABLES) as TableName[];

export type TrashRows = Partial<Record<TableName, Row[]>>;

export interface Actor {
  id: string;
  email: string | null;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The rows of `table` matching `where` (on alias `r`), as to_jsonb gives them. */
async function selectRows(tx: Transaction, table: TableName, where: SQL, lock = false) {
  const result = await tx.execute<{ j: Row }>(
    sql`select to_jsonb(r) as j from ${sql.identifier(table)} r where ${where}${lock ? sql` for update` : sql``}`,
  );
  return rowsOf<{ j: Row }>(result).map((r) => r.j);
}

/** Inserts a stored row again, with only the columns it holds that its table still has. */
async function insertRow(tx: Transaction, table: TableName, row: Row) {
  const columns = getTableConfig(TABLES[table])
    .columns.map((c) => c.name)
    .filter((name) => name in row);
  const list = sql.join(
    columns.map((name) => sql.identifier(name)),
    sql`, `,
  );
  await tx.execute(
    sql`insert into ${sql.identifier(table)} (${list}) select ${list}
      from jsonb_populate_record(null::${sql.identifier(table)}, ${JSON.stringify(row)}::jsonb)`,
  );
}

const exists = async (tx: Transaction, table: string, id: unknown) =>
  rowsOf(
    await tx.execute(
      sql`select 1 from ${sql.identifier(table)} where id = ${String(id)} for key share`,
    ),
  ).length > 0;

/** The storage keys of the recordings an item holds (their bytes are still in the store). */
export const storageKeysOf = (rows: TrashRows): string[] =>
  (rows.audios ?? []).map((a) => String(a.storage_key));

/** What goes to the trash with the record `id` of `entity`, read under lock; null if none. */
async function gather(tx: Transaction, entity: TrashEntity, id: string) {
  const byId = sql`r.id = ${id}`;
  const [main] = await selectRows(tx, entity, byId, true);
  if (!main) return null;
  const rows: TrashRows = { [entity]: [main] };
  if (entity === 'poems') {
    rows.audios = await selectRows(tx, 'audios', sql`r.poem_id = ${id}`);
    rows.difficult_words = await selectRows(tx, 'difficult_words', sql`r.poem_id = ${id}`);
    rows.drift_reports = await selectRows(
      tx,
      'drift_reports',
      sql`r.audio_id in (select a.id from audios a where a.poem_id = ${id})`,
    );
  }
  if (entity === 'audios') {
    rows.drift_reports = await selectRows(tx, 'drift_reports', sql`r.audio_id = ${id}`);
  }
  return { main, rows };
}

async function titlesOf(tx: Transaction, entity: TrashEntity, main: Row) {
  if (entity === 'poets') return { title: String(main.name), parentTitle: null };
  if (entity === 'poems') return { title: String(main.title), parentTitle: null };
  const [poem] = await selectRows(tx, 'poems', sql`r.id = ${String(main.poem_id)}`);
  return { title: String(main.title), parentTitle: poem ? String(poem.title) : null };
}

/** Drops the references of a row that went while it was in the trash (as set null would). */
async function withLiveReferences(tx: Transaction, table: TableName, row: Row): Promise<Row> {
  const next = { ...row };
  if (table === 'poems') {
    if (next.theme_id && !(await exists(tx, 'themes', next.theme_id))) next.theme_id = null;
    const tagIds = (next.tag_ids as string[] | null) ?? [];
    if (tagIds.length) {
      const live = rowsOf<{ id: string }>(
        await tx.execute(
          sql`select id::text from tags where id = any(${`{${tagIds.join(',')}}`}::uuid[])`,
        ),
      ).map((r) => r.id);
      next.tag_ids = tagIds.filter((tag) => live.includes(tag));
    }
  }
  if (table === 'audios' && next.singer_id && !(await exists(tx, 'singers', next.singer_id))) {
    next.singer_id = null;
  }
  return next;
}

/** The refusal of a restore whose parent (a poem's poet, a recording's poem) is not there. */
async function missingParent(tx: Transaction, entity: TrashEntity, main: Row) {
  if (entity === 'poems' && !(await exists(tx, 'poets', main.poet_id))) {
    return conflicting(
      'parent_missing',
      "Restore the poem's poet first",
      onField('poetId', 'parent_missing', 'This poet is in the trash or was deleted'),
    );
  }
  if (entity === 'audios' && !(await exists(tx, 'poems', main.poem_id))) {
    return conflicting(
      'parent_missing',
      "Restore the recording's poem first",
      onField('poemId', 'parent_missing', 'This poem is in the trash or was deleted'),
    );
  }
  return undefined;
}

const taken = conflicting(
  'already_exists',
  'A record with the same address (slug) exists now',
  onField('slug', 'already_exists', 'This address is taken by another record'),
);

export function createTrashRepository(db: Db) {
  return {
    /**
     * Moves the record and what hangs on it to the trash (deleting it from its tables, which
     * writes the feed's tombstones). Answers true, false when there is no such record, or a
     * refusal (a poet who still has poems).
     */
    moveToTrash(entity: TrashEntity, id: string, actor: Actor): Promise<WriteResult<boolean>> {
      return db.transaction(async (tx) => {
        const found = await gather(tx, entity, id);
        if (!found) return false;
        if (entity === 'poets') {
          const owned = await tx
            .select({ id: t.poems.id })
            .from(t.poems)
            .where(eq(t.poems.poetId, id))
            .limit(1);
          if (owned.length) {
            return conflicting(
              'still_referenced',
              'Poet still has poems',
              onField('id', 'still_referenced', 'This poet still has poems'),
            );
          }
        }
        await tx.insert(t.trash).values({
          id,
          entity,
          ...(await titlesOf(tx, entity, found.main)),
          deletedBy: actor.id,
          deletedByEmail: actor.email,
          rows: found.rows,
        });
        await tx.execute(sql`delete from ${sql.identifier(entity)} where id = ${id}`);
        return true;
      });
    },

    /** The trash, newest delete first. */
    list: () =>
      db
        .select({
          id: t.trash.id,
          entity: t.trash.entity,
          title: t.trash.title,
          parentTitle: t.trash.parentTitle,
          deletedAt: t.trash.deletedAt,
          deletedByEmail: t.trash.deletedByEmail,
          recordings: sql<number>`coalesce(jsonb_array_length(${t.trash.rows}->'audios'), 0)::int`,
          difficultWords: sql<number>`coalesce(jsonb_array_length(${t.trash.rows}->'difficult_words'), 0)::int`,
        })
        .from(t.trash)
        .orderBy(desc(t.trash.deletedAt), t.trash.id),

    /** Puts an item back whole (see the header); a refusal says why it cannot. */
    async restore(id: string): Promise<WriteResult<{ entity: TrashEntity; id: string }>> {
      try {
        return await db.transaction(async (tx) => {
          const [item] = await tx.select().from(t.trash).where(eq(t.trash.id, id)).for('update');
          if (!item) return notFoundRefusal;
          const rows = item.rows as TrashRows;
          const main = rows[item.entity]?.[0];
          if (!main) return notFoundRefusal;
          const refusal = await missingParent(tx, item.entity, main);
          if (refusal) return refusal;
          for (const table of RESTORE_ORDER) {
            for (const row of rows[table] ?? []) {
              await insertRow(tx, table, await withLiveReferences(tx, table, row));
            }
          }
          await tx.delete(t.trash).where(eq(t.trash.id, id));
          return { entity: item.entity, id };
        });
      } catch (error) {
        if (uniqueViolation(error)) return taken;
        throw error;
      }
    },

    /** Deletes one item for good; answers its recordings' storage keys, or undefined if none. */
    async remove(id: string): Promise<string[] | undefined> {
      const [gone] = await db
        .delete(t.trash)
        .where(eq(t.trash.id, id))
        .returning({ rows: t.trash.rows });
      return gone ? storageKeysOf(gone.rows as TrashRows) : undefined;
    },

    /** Empties the trash; answers how many items went and their recordings' storage keys. */
    async empty(): Promise<{ removed: number; keys: string[] }> {
      const gone = await db.delete(t.trash).returning({ rows: t.trash.rows });
      return {
        removed: gone.length,
        keys: gone.flatMap((g) => storageKeysOf(g.rows as TrashRows)),
      };
    },

    /** Deletes the items deleted before `before` (the purge); same answer as empty(). */
    async purgeDeletedBefore(before: Date): Promise<{ removed: number; keys: string[] }> {
      const gone = await db
        .delete(t.trash)
        .where(lt(t.trash.deletedAt, before.toISOString()))
        .returning({ rows: t.trash.rows });
      return {
        removed: gone.length,
        keys: gone.flatMap((g) => storageKeysOf(g.rows as TrashRows)),
      };
    },
  };
}

export type TrashRepository = ReturnType<typeof createTrashRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    trashRepository: TrashRepository;
  }
}

export default repositoryPlugin('trashRepository', createTrashRepository);
