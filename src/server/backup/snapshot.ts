/**
 * Takes the database and the audio it names into a staging folder (the archive's layout,
 * format.ts), consistent to one instant:
 *
 * - every table is read in ONE transaction, REPEATABLE READ and READ ONLY: all its
 *   statements see the same snapshot, so a write is wholly in or wholly out. Rows are read
 *   through a cursor, a thousand at a time, straight into the staging files (bounded memory).
 *   On PostgreSQL the transaction blocks no writer; PGlite runs one statement at a time, so
 *   its requests wait for the reading (a fraction of a second for a 10,000-poem anthology,
 *   docs/operations.md), not for the audio copy, which comes after.
 * - then the audio of the recordings that snapshot names is copied. Its bytes never change
 *   under a key (a new file gets a new key) and are deleted only after the row's delete
 *   commits, so a key may vanish after the snapshot; the caller then takes a new snapshot
 *   (`MissingAudio`), or keeps deletes waiting while it runs (control-socket.ts).
 */
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import type { AudioStore } from '../audio-store/audio-store';
import type { Database, Db } from '../db/client';
import { createSyncRepository } from '../plugins/app/sync/sync-repository';
import { audioEntry, RECORDING_TABLES, recordingsOfRow, tableEntry, type Manifest } from './format';
import { levelOf } from './migration-level';
import { backupTables, quoted } from './tables';

const FETCH = 1000;

/** The manifest without its checksums (archive.ts adds them). */
export type SnapshotSummary = Omit<Manifest, 'format' | 'version' | 'entries'>;

export class MissingAudio extends Error {
  constructor(readonly key: string) {
    super(`the audio file ${key} was deleted while the backup was being taken`);
  }
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

interface Recording {
  key: string;
  bytes: number;
}

/** Writes db/<table>.jsonl for every table in one snapshot; answers what it found. */
async function dumpTables(database: Database, stage: string) {
  await mkdir(join(stage, 'db'), { recursive: true });
  return database.db.transaction(
    async (tx) => {
      const tables: Record<string, number> = {};
      const recordings: Recording[] = [];
      for (const { name } of backupTables()) {
        const out = createWriteStream(join(stage, tableEntry(name)));
        const done = new Promise<void>((resolve, reject) => {
          out.on('finish', resolve).on('error', reject);
        });
        await tx.execute(
          sql.raw(
            `declare backup_rows no scroll cursor for select to_jsonb(t)::text as j from ${quoted(name)} t`,
          ),
        );
        let count = 0;
        for (;;) {
          const rows = rowsOf<{ j: string }>(
            await tx.execute(sql.raw(`fetch ${FETCH} from backup_rows`)),
          );
          if (!rows.length) break;
          count += rows.length;
          if (RECORDING_TABLES.includes(name)) {
            for (const { j } of rows) {
              for (const row of recordingsOfRow(name, JSON.parse(j) as Record<string, unknown>)) {
                recordings.push({ key: row.storage_key, bytes: Number(row.size_bytes) });
              }
            }
          }
          if (!out.write(rows.map((r) => r.j).join('\n') + '\n')) {
            await new Promise<void>((resolve) => out.once('drain', () => resolve()));
          }
        }
        await tx.execute(sql.raw('close backup_rows'));
        out.end();
        await done;
        tables[name] = count;
      }
      const feed = await createSyncRepository(tx as unknown as Db).feedState();
      const [applied] = rowsOf<{ n: number; last: string | null }>(
        await tx.execute(
          sql.raw(
            'select count(*)::int as n, max(created_at)::text as last from drizzle.__drizzle_migrations',
          ),
        ),
      );
      const migrations = levelOf(applied?.n ?? 0, Number(applied?.last ?? 0));
      return { tables, recordings, feed, migrations };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Copies the bytes of every recording into audio/<key>; throws MissingAudio for a gone key. */
async function copyAudio(store: AudioStore, recordings: Recording[], stage: string) {
  let bytes = 0;
  const keys = [...new Set(recordings.map((r) => r.key))];
  for (const key of keys) {
    const target = join(stage, audioEntry(key));
    await mkdir(dirname(target), { recursive: true });
    let source;
    try {
      source = await store.get(key);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new MissingAudio(key);
      throw error;
    }
    const out = createWriteStream(target);
    let size = 0;
    source.on('data', (chunk: Buffer) => (size += chunk.length));
    await pipeline(source, out);
    bytes += size;
  }
  return { files: keys.length, bytes };
}

export interface SnapshotSource {
  database: Database;
  audioStore: AudioStore;
}

/** Takes one consistent snapshot into `stage` (an empty folder). */
export async function takeSnapshot(
  source: SnapshotSource,
  stage: string,
): Promise<SnapshotSummary> {
  const createdAt = new Date().toISOString();
  const { tables, recordings, feed, migrations } = await dumpTables(source.database, stage);
  const audio = await copyAudio(source.audioStore, recordings, stage);
  return {
    createdAt,
    source: { engine: source.database.kind, audioStore: source.audioStore.kind },
    migrations,
    feed,
    tables,
    audio,
  };
}
