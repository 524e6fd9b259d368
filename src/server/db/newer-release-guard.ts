/**
 * A database written by a newer release is refused at start. Drizzle's migrator applies the
 * migrations of this build that are newer than the newest one the database records, and
 * ignores the rest: on a database a later release migrated, it would apply nothing and let
 * this build run on tables it does not know (a dropped column, a new constraint), guessing.
 * Every migration the database records must be one of this build's journal; any other is a
 * newer release's (or another branch's), and the start stops with a message saying which
 * release to run instead.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { StartupError } from '../startup-error';

interface JournalEntry {
  tag: string;
  when: number;
}

type Query = (text: string) => Promise<{ rows: unknown[] }>;

export async function refuseNewerDatabase(
  query: Query,
  migrationsFolder: string,
  where: string,
): Promise<void> {
  const { rows: table } = await query(
    "select to_regclass('drizzle.__drizzle_migrations') is not null as present",
  );
  if (!(table[0] as { present: boolean } | undefined)?.present) return;
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'))
    .entries as JournalEntry[];
  const known = new Set(journal.map((entry) => entry.when));
  const { rows } = await query('select created_at from drizzle.__drizzle_migrations');
  const unknown = (rows as { created_at: string | number }[])
    .map((row) => Number(row.created_at))
    .filter((when) => !known.has(when))
    .sort((a, b) => a - b);
  if (!unknown.length) return;
  const n = unknown.length;
  const newest = new Date(unknown.at(-1)!).toISOString().slice(0, 10);
  throw new StartupError(
    `The database ${where} was written by a newer Taalif release: it has ${n} migration` +
      `${n === 1 ? '' : 's'} this build does not know (from ${newest}); this build knows up to ` +
      `${journal.at(-1)?.tag}. Start the release that wrote it (or a newer one), or restore a ` +
      'backup taken by this release into an empty data folder',
  );
}
