/**
 * Instances started at the same moment on an empty PostgreSQL all come up: migrations, the
 * demo seeding and the first administrator run under an advisory lock (bootstrap.ts), so one
 * does the work and the others find it done. Before the lock, one of two failed 4 times out of
 * 4 with a raw, truncated SQL line. A database that cannot be reached stops the start with one
 * line saying what to do.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareServer, type Prepared } from '../../src/server/bootstrap';
import { parseEnv } from '../../src/server/config';
import * as t from '../../src/server/db/schema';
import { StartupError } from '../../src/server/startup-error';
import { freePort } from '../../scripts/cluster/engines';
import { emptyPostgres, type EmptyPostgres } from '../helpers/empty-postgres';

const INSTANCES = 3;
const quiet = { info: () => undefined, warn: () => undefined };

const postgres: EmptyPostgres | null = await emptyPostgres('start-together suite');

describe.skipIf(!postgres)('instances starting together on an empty PostgreSQL', () => {
  const folders: string[] = [];
  let prepared: PromiseSettledResult<Prepared>[] = [];

  beforeAll(async () => {
    const started = Array.from({ length: INSTANCES }, async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'taalif-together-'));
      folders.push(dataDir);
      const env = parseEnv({
        DATA_DIR: dataDir,
        DATABASE_URL: postgres!.url,
        AUDIO_STORE: join(dataDir, 'audio'),
        JWT_SECRET: 'a shared secret of at least thirty-two characters',
        ADMIN_PASSWORD: 'start together, all of us',
        LOG_LEVEL: 'silent',
      });
      return prepareServer(env, quiet);
    });
    prepared = await Promise.allSettled(started);
  }, 120_000);

  afterAll(async () => {
    for (const result of prepared)
      if (result.status === 'fulfilled') await result.value.database.close();
    await postgres?.drop();
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });

  it('all come up, and the work was done once', async () => {
    const failures = prepared.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []));
    expect(failures).toEqual([]);
    const { db } = (prepared[0] as PromiseFulfilledResult<Prepared>).value.database;
    const [admins] = await db.select({ n: count() }).from(t.users).where(eq(t.users.role, 'ADMIN'));
    expect(admins!.n).toBe(1);
    const seedMarks = await db
      .select()
      .from(t.appMeta)
      .where(eq(t.appMeta.key, 'seed.demo-anthology'));
    expect(seedMarks).toHaveLength(1);
    const [poets] = await db.select({ n: count() }).from(t.poets);
    expect(poets!.n).toBe(5);
  });
});

describe('a database that does not answer', () => {
  it('stops the start with one line saying what to do', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'taalif-nodb-'));
    try {
      const env = parseEnv({
        DATA_DIR: dataDir,
        DATABASE_URL: `postgres://taalif:taalif@127.0.0.1:${await freePort()}/taalif`,
        LOG_LEVEL: 'silent',
      });
      const error = await prepareServer(env, quiet).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(StartupError);
      expect((error as Error).message).toMatch(
        /^Preparing the database failed \(ECONNREFUSED[^\n]*\): check that the database DATABASE_URL names is running and reachable, then start again$/,
      );
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
