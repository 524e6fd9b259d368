/**
 * PostgreSQL mode of the API benchmark: a throw-away database `taalif_bench_<random>`
 * created through BENCH_DATABASE_URL (a role with CREATEDB) and dropped (dropDatabase) at
 * the end, so a run never touches the database the URL names. Loopback servers only.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { dropDatabase } from '../postgres/drop-database';

export interface TempDatabase {
  /** DATABASE_URL of the new database, for both benchmark phases. */
  url: string;
  name: string;
  /** e.g. "PostgreSQL 15.18". */
  label: string;
  drop(): Promise<void>;
}

const LOOPBACK = ['127.0.0.1', 'localhost', '[::1]', '::1'];

export async function createTempDatabase(adminUrl: string): Promise<TempDatabase> {
  const url = new URL(adminUrl);
  if (!LOOPBACK.includes(url.hostname)) {
    throw new Error(`BENCH_DATABASE_URL must be a loopback server, not ${url.hostname}`);
  }
  const name = `taalif_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  let label: string;
  try {
    const { rows } = await admin.query<{ v: string }>(
      "select current_setting('server_version') as v",
    );
    label = `PostgreSQL ${rows[0]!.v.split(' ')[0]}`;
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE template0 ENCODING 'UTF8'`);
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    url: url.toString(),
    name,
    label,
    async drop() {
      if (dropped) return;
      dropped = true;
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await dropDatabase(client, name);
      } finally {
        await client.end();
      }
    },
  };
}
