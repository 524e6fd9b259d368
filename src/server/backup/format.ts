/**
 * The backup archive's format (docs/operations.md, "Back up"): a gzipped tar holding
 *
 *   manifest.json          what is inside (this file's `Manifest`), written first
 *   db/<table>.jsonl       every row of one table, one JSON object a line (PostgreSQL's
 *                          `to_jsonb` of the row: column names, exact values)
 *   audio/<storage key>    the bytes of every recording the database names
 *   manifest.sha256        the SHA-256 of manifest.json, written last: an archive without it
 *                          was cut short, one whose manifest does not match it was damaged
 *
 * A logical, per-table dump rather than a copy of the database's files: it is read in one
 * snapshot transaction (consistent to one instant) on either engine, and it restores into
 * either (a PGlite backup into PostgreSQL and back).
 */
import { z } from 'zod';

export const ARCHIVE_FORMAT = 'taalif-backup';
export const ARCHIVE_VERSION = 1;
export const MANIFEST = 'manifest.json';
export const MANIFEST_SUM = 'manifest.sha256';

export const tableEntry = (table: string) => `db/${table}.jsonl`;
export const audioEntry = (key: string) => `audio/${key}`;

const EntrySchema = z.object({ sha256: z.string().regex(/^[0-9a-f]{64}$/), bytes: z.number() });

export const ManifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.number().int(),
  createdAt: z.string(),
  /** The engine and audio store it was taken from (it restores into any). */
  source: z.object({ engine: z.enum(['pglite', 'postgres']), audioStore: z.enum(['local', 's3']) }),
  /** The database's migration level: how many migrations it had, and the last one's tag. */
  migrations: z.object({ count: z.number().int(), last: z.string() }),
  /** The change feed at the snapshot: its highest rev and its tombstone horizon. */
  feed: z.object({ head: z.number().int(), horizon: z.number().int() }),
  /** Rows per table (the table's SQL name). */
  tables: z.record(z.string(), z.number().int()),
  audio: z.object({ files: z.number().int(), bytes: z.number() }),
  /** Every other entry of the archive, by path. */
  entries: z.record(z.string(), EntrySchema),
});
export type Manifest = z.infer<typeof ManifestSchema>;

/** What is wrong with an archive or a target; the CLI prints its message as one line. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

/** A recording as a row of the archive names it. */
export interface RecordingRow {
  storage_key: string;
  mime_type: string;
  size_bytes: number;
}

/** The tables whose rows name recordings: the audios, and the trash (a deleted poem's or recording's). */
export const RECORDING_TABLES = ['audios', 'trash'];

/** The recordings one row of `table` names (its bytes go into the archive with it). */
export function recordingsOfRow(table: string, row: Record<string, unknown>): RecordingRow[] {
  if (table === 'audios') return [row as unknown as RecordingRow];
  if (table === 'trash') {
    const rows = row.rows as { audios?: RecordingRow[] } | null;
    return rows?.audios ?? [];
  }
  return [];
}
