/**
 * The only file that knows which database driver is in use: PGlite (embedded
 * PostgreSQL, in DATA_DIR or in memory) by default, PostgreSQL when a URL is given.
 * Everything else sees one `Db` type and the same checked-in migrations.
 */
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { DEFAULT_PGLITE_SHARED_BUFFERS } from '../config';
import { projectPath } from '../lib/project-path';
import { reasonOf, StartupError } from '../startup-error';
import { lockDataDir } from './data-dir-lock';
import { refuseNewerDatabase } from './newer-release-guard';
import { createFromTemplate } from './pglite-template';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export { schema };

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /**
   * Refreshes the planner's statistics. PGlite runs no autovacuum, so without this a database
   * filled in bulk keeps "empty table" statistics and its queries fall back to full scans.
   */
  analyze(): Promise<void>;
  /**
   * Runs `work` while holding the start-up lock (a PostgreSQL session advisory lock), so that
   * instances starting together migrate and seed one after the other: the first does the work,
   * the others find it done. PGlite has one process per folder, so it simply runs `work`.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /**
   * PGlite only: moves whenever a statement that may write (anything but a SELECT, and every
   * transaction) starts or ends in this process, the only one that can write to its folder.
   * Lets a reader know that nothing changed since it last looked (feed-state-memo.ts).
   */
  writeClock?: WriteClock;
  /** What the database is busy with right now, for /metrics (src/server/metrics). */
  activity(): DatabaseActivity;
  close(): Promise<void>;
}

/**
 * PostgreSQL: the connection pool (open, idle, and requests waiting for a connection).
 * PGlite runs one statement at a time: statements and transactions started and not finished,
 * so all but one of them are waiting.
 */
export type DatabaseActivity =
  | { kind: 'postgres'; connections: number; idle: number; waiting: number }
  | { kind: 'pglite'; inFlight: number };

export interface WriteClock {
  /** Moves when a possible write starts and when it ends. */
  generation: number;
  /** Possible writes under way. */
  inFlight: number;
}

const READ_ONLY = /^\s*select\b/i;

/**
 * Counts every statement and transaction of `client` that may write on `clock`, and every
 * one at all on `queue` (what PGlite has started and not finished).
 */
function clockWrites(client: PGlite, clock: WriteClock, queue: { inFlight: number }) {
  const queued = async <T>(run: () => Promise<T>): Promise<T> => {
    queue.inFlight++;
    try {
      return await run();
    } finally {
      queue.inFlight--;
    }
  };
  const around = async <T>(run: () => Promise<T>): Promise<T> => {
    clock.inFlight++;
    clock.generation++;
    try {
      return await queued(run);
    } finally {
      clock.inFlight--;
      clock.generation++;
    }
  };
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((text: string, ...rest: unknown[]) =>
    READ_ONLY.test(text)
      ? queued(() => query(text, ...(rest as [])))
      : around(() => query(text, ...(rest as [])))) as typeof client.query;
  client.exec = ((text: string, ...rest: unknown[]) =>
    READ_ONLY.test(text)
      ? queued(() => exec(text, ...(rest as [])))
      : around(() => exec(text, ...(rest as [])))) as typeof client.exec;
  client.transaction = ((callback: Parameters<typeof client.transaction>[0]) =>
    around(() => transaction(callback))) as typeof client.transaction;
}

/** The advisory lock key of migrations and seeding ("taalif" in ASCII, an arbitrary constant). */
export const STARTUP_LOCK_KEY = 0x7461616c6966n;

export interface DatabaseOptions {
  /** postgres://… to use a PostgreSQL server. */
  url?: string;
  /** PGlite data folder, or 'memory://' for a throw-away database. */
  pgliteDir?: string;
  /**
   * PGlite's shared buffers (PostgreSQL's cache) live in the server process's own memory;
   * the OS file cache still holds the data files, so a small value costs little speed.
   */
  pgliteSharedBuffers?: string;
}

const migrationsFolder = () => projectPath('src', 'server', 'db', 'migrations');

/** Opens the database the options name (nothing is migrated yet). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle connection closed by the server (restart, failover, an administrator) emits
    // 'error' on the pool; unheard, it would end the process. The pool replaces it on demand.
    pool.on('error', (error) => {
      console.error(
        `database connection lost (${(error as { code?: string }).code ?? error.message}); reconnecting on next use`,
      );
    });
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: async () => {
        await refuseNewerDatabase(
          (text) => pool.query(text),
          migrationsFolder(),
          'DATABASE_URL names',
        );
        try {
          await migratePg(drizzlePg({ client: pool, schema }), {
            migrationsFolder: migrationsFolder(),
          });
        } catch (error) {
          // Drizzle's message is the failed statement; its cause says why.
          const cause = (error as { cause?: unknown }).cause ?? error;
          throw new StartupError(
            `The PostgreSQL database could not be brought up to date (${reasonOf(cause)}): ` +
              'check that DATABASE_URL names a database this role owns, then start again',
          );
        }
      },
      exclusive: async (work) => {
        // A connection of its own holds the session lock while `work` uses the pool.
        const holder = await pool.connect();
        try {
          await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY.toString()]);
          return await work();
        } finally {
          await holder
            .query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY.toString()])
            .catch(() => undefined);
          holder.release();
        }
      },
      ping: async () => void (await pool.query('select 1')),
      analyze: async () => void (await pool.query('analyze')),
      activity: () => ({
        kind: 'postgres',
        connections: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      close: () => pool.end(),
    };
  }
  const dir = options.pgliteDir ?? 'memory://';
  const onDisk = !dir.startsWith('memory://');
  // One process per folder (db/data-dir-lock.ts), taken before PGlite touches a file.
  const lock = onDisk ? lockDataDir(dir) : undefined;
  let client: PGlite;
  try {
    // A new folder from the build's template rather than initdb (pglite-template.ts).
    if (onDisk) await createFromTemplate(dir);
    client = await PGlite.create(dir, {
      postgresqlconf: [
        `shared_buffers = ${options.pgliteSharedBuffers ?? DEFAULT_PGLITE_SHARED_BUFFERS}`,
      ],
    });
  } catch (error) {
    lock?.release();
    throw new StartupError(
      `The embedded database in ${dir} cannot be opened (${reasonOf(error)}): restore DATA_DIR ` +
        'from a backup, or move that folder aside to start with a new, empty database',
    );
  }
  const writeClock: WriteClock = { generation: 0, inFlight: 0 };
  const queue = { inFlight: 0 };
  clockWrites(client, writeClock, queue);
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    writeClock,
    migrate: async () => {
      await refuseNewerDatabase((text) => client.query(text), migrationsFolder(), `in ${dir}`);
      try {
        await migratePglite(db, { migrationsFolder: migrationsFolder() });
      } catch (error) {
        throw new StartupError(
          `The embedded database in ${dir} could not be brought up to date (${reasonOf(error)}): ` +
            'restore DATA_DIR from a backup, or move that folder aside to start afresh',
        );
      }
    },
    ping: async () => void (await client.query('select 1')),
    analyze: async () => void (await client.query('analyze')),
    exclusive: (work) => work(),
    activity: () => ({ kind: 'pglite', inFlight: queue.inFlight }),
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}
