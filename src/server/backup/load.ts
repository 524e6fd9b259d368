/**
 * Loads a verified archive (archive.ts) into the database and audio store the settings name.
 *
 * - Only into an empty target (no row in any table, no audio file) unless `force`, which
 *   first empties every table: live data is never overwritten by accident.
 * - The audio goes first, the rows last in ONE transaction: a database that has the rows has
 *   their audio, and a failure leaves the tables as they were.
 * - Rows are inserted with the tables' own triggers switched off (`DISABLE TRIGGER USER`, the
 *   table owner's right, no superuser needed): the change feed's triggers would otherwise
 *   give every row a new rev and version. Foreign keys stay checked (tables.ts orders them).
 * - The feed continues: the rev sequence moves FEED_JUMP beyond the archive's head and that
 *   gap is recorded (plugins/app/sync/sync-repository.ts, FEED_GAPS_KEY). A device whose
 *   cursor is at or below the archive's head keeps syncing; one whose cursor came from writes
 *   made after the backup (lost with the old database) is told to rebuild (410).
 */
import { createReadStream } from 'node:fs';

import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import type { AudioStore } from '../audio-store/audio-store';
import type { Database } from '../db/client';
import { FEED_GAPS_KEY, type FeedGap } from '../plugins/app/sync/sync-repository';
import {
  audioEntry,
  BackupError,
  RECORDING_TABLES,
  recordingsOfRow,
  tableEntry,
  type Manifest,
} from './format';
import { latestLevel } from './migration-level';
import { backupTables, quoted } from './tables';

/**
 * How far the rev sequence moves on at a restore: more writes than an anthology makes in a
 * lifetime, so no rev the lost timeline handed out lies above the gap; a thousand restores
 * still leave revs exact in a JavaScript number.
 */
export const FEED_JUMP = 1_000_000_000_000;

/** Rows per INSERT: a few hundred kilobytes of JSON at most for poems. */
const BATCH_ROWS = 200;

export interface RestoreTarget {
  database: Database;
  audioStore: AudioStore;
  /** Whether the audio store already holds files (audio-contents.ts). */
  audioHoldsFiles: () => Promise<boolean>;
  /** Names the target in messages ("the data folder ./data", "the database of DATABASE_URL"). */
  name: string;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

function checkLevel(manifest: Manifest) {
  const ours = latestLevel();
  if (manifest.migrations.count > ours.count) {
    throw new BackupError(
      `This backup was made by a newer release (database at migration ${manifest.migrations.last}, ` +
        `this release knows up to ${ours.last}): restore it with that release or a later one`,
    );
  }
  if (manifest.migrations.count < ours.count) {
    throw new BackupError(
      `This backup was made by an older release (database at migration ${manifest.migrations.last}, ` +
        `this release is at ${ours.last}): restore it with the release that made it, start that ` +
        'server once, then upgrade as usual',
    );
  }
  const known = new Set(backupTables().map((t) => t.name));
  const unknown = Object.keys(manifest.tables).find((name) => !known.has(name));
  if (unknown)
    throw new BackupError(`This backup holds a table this release does not know: ${unknown}`);
}

/** Tables that hold rows, as "poems (12)" for the message. */
async function occupiedTables(database: Database): Promise<string[]> {
  const occupied: string[] = [];
  for (const { name } of backupTables()) {
    const [row] = rowsOf<{ n: number }>(
      await database.db.execute(sql.raw(`select count(*)::int as n from ${quoted(name)}`)),
    );
    if (row?.n) occupied.push(`${name} (${row.n})`);
  }
  return occupied;
}

async function* batchesOf(file: string): AsyncGenerator<string[]> {
  let batch: string[] = [];
  const lines = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  for await (const line of lines) {
    if (!line) continue;
    batch.push(line);
    if (batch.length >= BATCH_ROWS) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

/** storage key → MIME type, from the archive's audios and the trash's recordings. */
async function audioTypes(dir: string): Promise<Map<string, string>> {
  const types = new Map<string, string>();
  for (const table of RECORDING_TABLES) {
    for await (const batch of batchesOf(join(dir, tableEntry(table)))) {
      for (const line of batch) {
        for (const row of recordingsOfRow(table, JSON.parse(line) as Record<string, unknown>)) {
          types.set(row.storage_key, row.mime_type);
        }
      }
    }
  }
  return types;
}

async function putAudio(store: AudioStore, dir: string) {
  for (const [key, type] of await audioTypes(dir)) {
    await store.put(key, createReadStream(join(dir, audioEntry(key))), type);
  }
}

export interface LoadResult {
  rows: number;
  audioFiles: number;
}

/** Restores the verified archive unpacked in `dir` into `target` (see the header). */
export async function loadArchive(
  target: RestoreTarget,
  dir: string,
  manifest: Manifest,
  options: { force?: boolean } = {},
): Promise<LoadResult> {
  checkLevel(manifest);
  const { database } = target;
  await database.migrate();
  if (!options.force) {
    const occupied = await occupiedTables(database);
    if (occupied.length) {
      throw new BackupError(
        `${target.name} already holds data (${occupied.slice(0, 4).join(', ')}): nothing was ` +
          'restored. Restore into an empty one, or pass --force to replace everything it holds',
      );
    }
    if (await target.audioHoldsFiles()) {
      throw new BackupError(
        `The audio store of ${target.name} already holds files: nothing was restored. Restore ` +
          'into an empty one, or pass --force to write over it',
      );
    }
  }
  await putAudio(target.audioStore, dir);

  const tables = backupTables().filter(({ name }) => name in manifest.tables);
  let rows = 0;
  await database.db.transaction(async (tx) => {
    const names = backupTables().map(({ name }) => quoted(name));
    if (options.force) await tx.execute(sql.raw(`truncate ${names.join(', ')} restart identity`));
    for (const { name } of tables) {
      await tx.execute(sql.raw(`alter table ${quoted(name)} disable trigger user`));
      for await (const batch of batchesOf(join(dir, tableEntry(name)))) {
        const json = `[${batch.join(',')}]`;
        await tx.execute(
          sql`insert into ${sql.raw(quoted(name))} select * from jsonb_populate_recordset(null::${sql.raw(quoted(name))}, ${json}::jsonb)`,
        );
        rows += batch.length;
      }
      await tx.execute(sql.raw(`alter table ${quoted(name)} enable trigger user`));
    }
    // Serial columns (audit_log.id) continue after the highest restored value.
    const serials = rowsOf<{ table_name: string; column_name: string }>(
      await tx.execute(
        sql.raw(`select table_name, column_name from information_schema.columns
          where table_schema = 'public' and column_default like 'nextval(%'`),
      ),
    );
    for (const { table_name: table, column_name: column } of serials) {
      await tx.execute(
        sql.raw(`select setval(pg_get_serial_sequence('${quoted(table)}', '${column}'),
          coalesce((select max(${quoted(column)}) from ${quoted(table)}), 0) + 1, false)`),
      );
    }
    const gap: FeedGap = [manifest.feed.head, manifest.feed.head + FEED_JUMP];
    await tx.execute(sql`select setval('content_rev_seq', ${gap[1]})`);
    const [stored] = rowsOf<{ value: string }>(
      await tx.execute(sql`select value from app_meta where key = ${FEED_GAPS_KEY}`),
    );
    const gaps = [...(stored ? (JSON.parse(stored.value) as FeedGap[]) : []), gap];
    await tx.execute(sql`insert into app_meta (key, value) values (${FEED_GAPS_KEY}, ${JSON.stringify(gaps)})
      on conflict (key) do update set value = excluded.value, updated_at = now()`);
  });
  if (database.kind === 'pglite') await database.analyze();
  return { rows, audioFiles: manifest.audio.files };
}
