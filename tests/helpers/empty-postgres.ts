/**
 * An empty PostgreSQL database for start-up tests: a new database on the server named by
 * TEST_DATABASE_URL (CI), else a PostgreSQL server of the test's own in a temporary folder
 * (Debian's postgresql package), else null with the reason printed.
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { findBinary, freePort, startPostgres } from '../../scripts/cluster/engines';
import { dropDatabase } from '../../scripts/postgres/drop-database';

export interface EmptyPostgres {
  url: string;
  drop(): Promise<void>;
}

export async function emptyPostgres(purpose: string): Promise<EmptyPostgres | null> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `taalif_empty_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8'`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      async drop() {
        const dropper = new pg.Client({ connectionString: serverUrl });
        await dropper.connect();
        try {
          await dropDatabase(dropper, name);
        } finally {
          await dropper.end();
        }
      },
    };
  }
  if (!findBinary('initdb') || !findBinary('postgres')) {
    console.log(`${purpose} skipped: no TEST_DATABASE_URL and PostgreSQL is not installed`);
    return null;
  }
  const folder = await mkdtemp(join(tmpdir(), 'taalif-pg-'));
  // The server runs as the postgres user when we are root: it must reach its folder.
  await chmod(folder, 0o755);
  const server = await startPostgres(join(folder, 'data'), await freePort());
  return {
    url: server.url,
    async drop() {
      await server.stop();
      await rm(folder, { recursive: true, force: true });
    },
  };
}
