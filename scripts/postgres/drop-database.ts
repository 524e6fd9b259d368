/**
 * Drops a throw-away database (tests, benchmarks) on a server where we own it without being
 * a superuser, as CI's `taalif` role does.
 *
 * DROP ... WITH (FORCE) ends our own role's sessions, but refuses (42501, "must be a member
 * of the role whose process is being terminated") while an autovacuum worker, which belongs
 * to no role, works in the database: a database just filled by a test often has one. A plain
 * DROP DATABASE cancels autovacuum itself and fails (55006) only while other sessions remain.
 * So the two alternate until the database is gone.
 */
import type pg from 'pg';

const ATTEMPTS = 20;
const PAUSE_MS = 200;

export async function dropDatabase(client: pg.Client, name: string): Promise<void> {
  const quoted = `"${name.replaceAll('"', '""')}"`;
  for (let attempt = 1; ; attempt++) {
    try {
      await client.query(`DROP DATABASE IF EXISTS ${quoted} WITH (FORCE)`);
      return;
    } catch (error) {
      if (sqlState(error) !== '42501' || attempt >= ATTEMPTS) throw error;
    }
    try {
      await client.query(`DROP DATABASE IF EXISTS ${quoted}`);
      return;
    } catch (error) {
      if (sqlState(error) !== '55006' || attempt >= ATTEMPTS) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
  }
}

function sqlState(error: unknown): string | undefined {
  return (error as { code?: string } | null)?.code;
}
