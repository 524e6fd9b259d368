/**
 * The one SQL statement behind GET /api/sync: every content row and tombstone with
 * `rev > since`, in rev order, at most `limit + 1` (the extra one tells "there is more").
 *
 * Each branch of the UNION ALL reads one table through its rev index (`rev > since ORDER BY
 * rev LIMIT n`), so a page costs about 8 × n index entries however big the tables are. Being a
 * single statement it reads from one snapshot, which the gap argument in sync-repository.ts
 * relies on (per-table queries would each see a different moment).
 *
 * A row goes out in the API's field names (camelCase, from the Drizzle column names) but
 * without derived fields (poemCount, hasAudio: the client derives them, and stored copies
 * would go stale) and without server-only columns (SERVER_ONLY). Timestamps use the API's
 * ISO 8601 text form.
 *
 * A poem readers may not see (a draft, or scheduled: `feed_visible` false, set by the database,
 * migrations/0010_poem_publication.sql) goes out as a delete of its id, and so do its
 * recordings and difficult words: a device that had it drops it, one that never had it ignores
 * the delete. Its text never leaves the server. See sync/README.md, "Publication".
 */
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { SyncEntity } from '@domain/sync/change';
import * as t from '../../../db/schema';
import { ISO_TIMESTAMP_FORMAT } from './iso-timestamp';

/** The table behind each entity name of the wire contract. */
export const FEED_TABLES: Record<SyncEntity, PgTable> = {
  poets: t.poets,
  poems: t.poems,
  themes: t.themes,
  tags: t.tags,
  singers: t.singers,
  audios: t.audios,
  difficultWords: t.difficultWords,
};

/** Columns that never leave the server (audio bytes are addressed by id, not by store key). */
export const SERVER_ONLY: Partial<Record<SyncEntity, readonly string[]>> = {
  audios: ['storageKey'],
  poems: ['feedVisible'],
};

/** When a row goes out whole; otherwise as a delete of its id (a hidden poem's and its own). */
const SHOWN: Partial<Record<SyncEntity, string>> = {
  poems: '"feed_visible"',
  audios: 'exists (select 1 from "poems" p where p."id" = "audios"."poem_id" and p."feed_visible")',
  difficultWords:
    '("difficult_words"."poem_id" is null or exists (select 1 from "poems" p ' +
    'where p."id" = "difficult_words"."poem_id" and p."feed_visible"))',
};

/** One row of the statement: a put carries `row`, a tombstone carries `id`. */
export interface FeedRow extends Record<string, unknown> {
  entity: SyncEntity;
  rev: number | string;
  row: Record<string, unknown> | null;
  id: string | null;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** `jsonb_build_object('poetId', "poet_id", …)` for the synced columns of a table. */
function rowObject(entity: SyncEntity): SQL {
  const hidden = new Set(SERVER_ONLY[entity] ?? []);
  const pairs = Object.entries(getTableColumns(FEED_TABLES[entity]))
    .filter(([key]) => !hidden.has(key))
    .map(([key, column]) => {
      const value =
        column.getSQLType() === 'timestamp with time zone'
          ? `to_char(${quote(column.name)} at time zone 'UTC', '${ISO_TIMESTAMP_FORMAT}')`
          : quote(column.name);
      return `'${key}', ${value}`;
    });
  return sql.raw(`jsonb_build_object(${pairs.join(', ')})`);
}

const ROW_OBJECTS = Object.fromEntries(
  (Object.keys(FEED_TABLES) as SyncEntity[]).map((entity) => [entity, rowObject(entity)]),
) as Record<SyncEntity, SQL>;

/** The feed statement for changes after `since`, at most `take` of them. */
export function feedQuery(since: number, take: number): SQL {
  const branches = (Object.keys(FEED_TABLES) as SyncEntity[]).map((entity) => {
    const shown = SHOWN[entity];
    const row = shown
      ? sql`case when ${sql.raw(shown)} then ${ROW_OBJECTS[entity]} end`
      : ROW_OBJECTS[entity];
    const id = shown ? sql.raw(`case when ${shown} then null else id end`) : sql`null::uuid`;
    return sql`(select ${sql.raw(`'${entity}'`)}::text as entity, rev, ${row} as row,
      ${id} as id from ${FEED_TABLES[entity]} where rev > ${since} order by rev limit ${take})`;
  });
  branches.push(sql`(select entity, rev, null::jsonb as row, id from ${t.tombstones}
    where rev > ${since} order by rev limit ${take})`);
  return sql`select entity, rev, row, id from (${sql.join(branches, sql` union all `)}) as feed
    order by rev limit ${take}`;
}
