/**
 * Upgrades keep every row: for EACH earlier migration level, a database is built at that
 * level (the migrations up to it, nothing more), filled with the rows a release of that level
 * could hold (tests/fixtures/migration-fixtures.ts: one entry per migration), then migrated
 * to the latest level like a start of this release does; every row of every table must come
 * out equal, column for column (new columns aside), to what went in, after the expected
 * changes. On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 *
 * Also: a database written by a newer release (a migration this build does not know) is
 * refused with a message saying so, instead of being used with a schema this build guesses.
 */
import { readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/client';
import { projectPath } from '../../src/server/lib/project-path';
import { StartupError } from '../../src/server/startup-error';
import { emptyPostgres, type EmptyPostgres } from '../helpers/empty-postgres';
import { usingPostgres } from '../helpers/test-database';
import { MIGRATION_FIXTURES, type Row } from '../fixtures/migration-fixtures';

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

const migrations = projectPath('src', 'server', 'db', 'migrations');
const journal = JSON.parse(readFileSync(join(migrations, 'meta', '_journal.json'), 'utf8')) as {
  entries: JournalEntry[];
} & Record<string, unknown>;
/** Every level but the latest: the levels an earlier release left a database at. */
const earlier = journal.entries.slice(0, -1);
/** Opening PGlite and migrating takes seconds each on a busy machine. */
const SLOW = 180_000;
let work = '';
const opened: { database: Database; server?: EmptyPostgres }[] = [];

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'taalif-upgrade-'));
});

afterAll(async () => {
  for (const { database, server } of opened) {
    await database.close().catch(() => undefined);
    await server?.drop();
  }
  await rm(work, { recursive: true, force: true });
});

/** A new, empty database: in-memory PGlite, or a new PostgreSQL database. */
async function emptyDatabase(): Promise<Database> {
  if (!usingPostgres) {
    const database = await openDatabase({ pgliteDir: 'memory://' });
    opened.push({ database });
    return database;
  }
  const server = await emptyPostgres('upgrade test');
  if (!server) throw new Error('TEST_DATABASE_URL is set but gave no database');
  const database = await openDatabase({ url: server.url });
  opened.push({ database, server });
  return database;
}

/** The migrations folder as a release of `level` shipped it: its entries and files only. */
async function migrationsUpTo(level: number): Promise<string> {
  const folder = join(work, `level-${level}`);
  await mkdir(join(folder, 'meta'), { recursive: true });
  const entries = journal.entries.slice(0, level + 1);
  for (const entry of entries) {
    await cp(join(migrations, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
  }
  await writeFile(join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  return folder;
}

async function migrateWith(database: Database, migrationsFolder: string) {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
  }
}

const rowsOf = async (database: Database, query: string) =>
  ((await database.db.execute(sql.raw(query))) as unknown as { rows: Row[] }).rows;

/** Every row of every table of the public schema, as JSON, in a stable order. */
async function snapshot(database: Database): Promise<Map<string, Row[]>> {
  const tables = await rowsOf(
    database,
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  const all = new Map<string, Row[]>();
  for (const { name } of tables as { name: string }[]) {
    const rows = await rowsOf(database, `SELECT to_jsonb(t) AS row FROM "${name}" t`);
    all.set(
      name,
      rows.map((r) => r.row as Row).sort((a, b) => stable(a).localeCompare(stable(b))),
    );
  }
  return all;
}

const stable = (row: Row) =>
  JSON.stringify(
    Object.keys(row)
      .sort()
      .map((k) => [k, row[k]]),
  );

/** `row` with only the columns of `like` (the columns a later level added are left out). */
const projected = (row: Row, like: Row) =>
  Object.fromEntries(Object.keys(like).map((key) => [key, row[key]]));

describe('upgrades keep every row', () => {
  it('has a fixture for every migration of the journal, and none for a migration that does not exist', () => {
    expect(Object.keys(MIGRATION_FIXTURES)).toEqual(journal.entries.map((e) => e.tag));
  });

  it.each(earlier.map((entry): [string, number] => [entry.tag, entry.idx]))(
    'from %s to the latest, every row survives with the expected changes',
    async (_tag, level) => {
      const database = await emptyDatabase();
      await migrateWith(database, await migrationsUpTo(level));
      for (const entry of journal.entries.slice(0, level + 1)) {
        for (const statement of MIGRATION_FIXTURES[entry.tag]!.sql) {
          await database.db.execute(sql.raw(statement));
        }
      }
      const before = await snapshot(database);
      const filled = [...before.values()].reduce((n, rows) => n + rows.length, 0);
      expect(filled, `rows written at level ${level}`).toBeGreaterThan(10);

      await database.migrate();
      const after = await snapshot(database);
      const later = journal.entries.slice(level + 1);
      for (const [table, rows] of before) {
        const expected = rows.map((row) =>
          later.reduce(
            (r, entry) => MIGRATION_FIXTURES[entry.tag]!.changes?.[table]?.(r) ?? r,
            row,
          ),
        );
        const kept = (after.get(table) ?? []).map((row, i) => projected(row, expected[i] ?? row));
        expect(
          kept.sort((a, b) => stable(a).localeCompare(stable(b))),
          `${table}, from level ${level} (${journal.entries[level]!.tag})`,
        ).toEqual(expected.sort((a, b) => stable(a).localeCompare(stable(b))));
      }
      await database.close();
    },
    SLOW,
  );
});

describe('history begins at the revisions migration', () => {
  it(
    'gives every poem, poet, difficult word and recording of an earlier level one baseline revision, naming no one',
    async () => {
      const level = journal.entries.findIndex((e) => e.tag === '0008_revisions') - 1;
      expect(level).toBeGreaterThanOrEqual(0);
      const database = await emptyDatabase();
      await migrateWith(database, await migrationsUpTo(level));
      for (const entry of journal.entries.slice(0, level + 1)) {
        for (const statement of MIGRATION_FIXTURES[entry.tag]!.sql) {
          await database.db.execute(sql.raw(statement));
        }
      }
      await database.migrate();
      const baseline = await rowsOf(
        database,
        `SELECT t.entity, count(r.id)::int AS kept, count(*) FILTER (WHERE r.actor_id IS NULL
           AND r.version = t.version AND r."values"->>'id' = t.id::text)::int AS matching, count(*)::int AS n
         FROM (SELECT 'poems' AS entity, id, version FROM poems
               UNION ALL SELECT 'poets', id, version FROM poets
               UNION ALL SELECT 'difficult-words', id, version FROM difficult_words
               UNION ALL SELECT 'audios', id, version FROM audios) t
         LEFT JOIN revisions r ON r.entity = t.entity AND r.record_id = t.id
         GROUP BY t.entity ORDER BY 1`,
      );
      expect(baseline.length).toBe(4);
      for (const row of baseline) {
        expect(row, String(row.entity)).toMatchObject({ kept: row.n, matching: row.n });
      }
      await database.close();
    },
    SLOW,
  );
});

describe('publication begins at the poem publication migration', () => {
  it(
    'keeps every poem of an earlier level published since its creation, with no new rev, version or revision',
    async () => {
      const level = journal.entries.findIndex((e) => e.tag === '0010_poem_publication') - 1;
      expect(level).toBeGreaterThanOrEqual(0);
      const database = await emptyDatabase();
      await migrateWith(database, await migrationsUpTo(level));
      for (const entry of journal.entries.slice(0, level + 1)) {
        for (const statement of MIGRATION_FIXTURES[entry.tag]!.sql) {
          await database.db.execute(sql.raw(statement));
        }
      }
      const query = `SELECT count(*)::int AS n, max(rev)::text AS rev, sum(version)::int AS versions,
        (SELECT count(*)::int FROM revisions) AS revisions FROM poems`;
      const [before] = await rowsOf(database, query);
      await database.migrate();
      const [after] = await rowsOf(database, query);
      expect(after).toEqual(before);
      const [state] = await rowsOf(
        database,
        `SELECT count(*) FILTER (WHERE published_at = created_at AND feed_visible)::int AS published,
           count(*)::int AS n FROM poems`,
      );
      expect(state!.n).toBeGreaterThan(0);
      expect(state).toMatchObject({ published: state!.n });
      await database.close();
    },
    SLOW,
  );
});

describe('a database written by a newer release', () => {
  it(
    'is refused at start with a message naming what this build does not know',
    async () => {
      const database = await emptyDatabase();
      await database.migrate();
      const last = journal.entries.at(-1)!;
      const future = last.when + 86_400_000;
      await database.db.execute(
        sql.raw(
          `INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ('a-later-release', ${future})`,
        ),
      );
      const refusal = await database.migrate().then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(refusal).toBeInstanceOf(StartupError);
      const message = (refusal as Error).message;
      expect(message).toContain(
        `written by a newer Taalif release: it has 1 migration this build does not know (from ${new Date(future).toISOString().slice(0, 10)}); this build knows up to ${last.tag}`,
      );
      // Nothing was changed: the unknown migration is still recorded, the known ones too.
      const recorded = await rowsOf(
        database,
        'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
      );
      expect(recorded[0]!.n).toBe(journal.entries.length + 1);
    },
    SLOW,
  );

  it(
    'is still opened by a release that knows all its migrations (a restart, an upgrade)',
    async () => {
      const database = await emptyDatabase();
      await database.migrate();
      await expect(database.migrate()).resolves.toBeUndefined();
    },
    SLOW,
  );
});
