/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new
 * database on the PostgreSQL server named by TEST_DATABASE_URL (dropped afterwards),
 * so the same suites prove both drivers.
 */
import pg from 'pg';
import { dropDatabase } from '../../scripts/postgres/drop-database';
import { openDatabase, type Database } from '../../src/server/db/client';

export const usingPostgres = Boolean(process.env.TEST_DATABASE_URL);

export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ pgliteDir: 'memory://' });
    await database.migrate();
    return database;
  }
  const name = `taalif_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  // UTF-8 whatever the cluster's default: the search code normalises text (NFD) in SQL.
  await admin.query(`CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8'`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      // Connections the pool just ended may still be closing on the server side; wait for
      // them rather than terminating them (FORCE only as the last resort).
      for (let i = 0; i < 50; i++) {
        const { rows } = await dropper.query(
          'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
          [name],
        );
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      try {
        await dropDatabase(dropper, name);
      } finally {
        await dropper.end();
      }
    },
  };
}
