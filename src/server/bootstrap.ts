/**
 * Everything between "the environment" and "an app ready to listen": data folder,
 * JWT secret, database (opened and migrated), audio store, demo seed, first admin.
 * Shared by main.ts and the benchmark so both start the product the same way.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { buildConfig, type AppConfig, type Env } from './config';
import { openDatabase, type Database } from './db/client';
import { createAudioStore } from './audio-store/create-audio-store';
import type { AudioStore } from './audio-store/audio-store';
import { seedDemoAnthology } from './seed/seed-demo';
import { ensureAdmin } from './seed/ensure-admin';
import { runMaintenance } from './maintenance';
import { reasonOf, StartupError } from './startup-error';

/** JWT_SECRET, or a secret generated once and kept in DATA_DIR (never in the repository). */
async function loadJwtSecret(env: Env): Promise<Uint8Array> {
  if (env.JWT_SECRET) {
    if (env.JWT_SECRET.length < 32) throw new Error('JWT_SECRET must have at least 32 characters');
    return new TextEncoder().encode(env.JWT_SECRET);
  }
  const file = join(env.DATA_DIR, 'jwt-secret');
  try {
    return new TextEncoder().encode((await readFile(file, 'utf8')).trim());
  } catch {
    const secret = randomBytes(48).toString('base64url');
    await writeFile(file, secret, { mode: 0o600, flag: 'wx' });
    return new TextEncoder().encode(secret);
  }
}

export interface Prepared {
  config: AppConfig;
  database: Database;
  audioStore: AudioStore;
}

export async function prepareServer(
  env: Env,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<Prepared> {
  try {
    await mkdir(env.DATA_DIR, { recursive: true });
  } catch (error) {
    throw new StartupError(
      `DATA_DIR ${resolve(env.DATA_DIR)} cannot be used as the data folder (${reasonOf(error)}): ` +
        'point DATA_DIR at a folder this user can write',
    );
  }
  const config = buildConfig(env, await loadJwtSecret(env));
  const database = await openDatabase(
    env.DATABASE_URL
      ? { url: env.DATABASE_URL }
      : {
          pgliteDir: resolve(env.DATA_DIR, 'pglite'),
          pgliteSharedBuffers: env.PGLITE_SHARED_BUFFERS,
        },
  );
  const audioStore = await createAudioStore(env);
  try {
    await prepareData(env, database, audioStore, log);
  } catch (error) {
    await database.close().catch(() => undefined);
    if (error instanceof StartupError) throw error;
    throw new StartupError(
      `Preparing the database failed (${reasonOf(error)}): check that the database ` +
        `${env.DATABASE_URL ? 'DATABASE_URL names is running and reachable' : `in ${resolve(env.DATA_DIR)} is readable`}, then start again`,
    );
  }
  return { config, database, audioStore };
}

/** Migrations, demo seeding, upkeep and the first administrator, once for all instances. */
async function prepareData(
  env: Env,
  database: Database,
  audioStore: AudioStore,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
) {
  // Instances started together on one PostgreSQL take turns here (an advisory lock): the
  // first migrates and seeds, the others find it done.
  await database.exclusive(async () => {
    await database.migrate();
    const partials = await audioStore.sweepPartials();
    if (partials) log.info(`removed ${partials} partial audio files left by an interrupted upload`);

    if (env.SEED_DEMO) {
      const seed = await seedDemoAnthology(database.db, audioStore);
      if (seed.seeded) log.info(`seeded the demo anthology (${seed.poems} poems)`);
    }
    // Prune what the retention allows and, on PGlite (no autovacuum), refresh the planner's
    // statistics after migrations and seeding (maintenance.ts).
    const upkeep = await runMaintenance(database, {
      tombstoneRetentionDays: env.TOMBSTONE_RETENTION_DAYS,
      trashRetentionDays: env.TRASH_RETENTION_DAYS,
      audioStore,
    });
    if (upkeep.tombstonesPruned) {
      log.info(
        `pruned ${upkeep.tombstonesPruned} tombstones (feed horizon now rev ${upkeep.horizon})`,
      );
    }
    if (upkeep.trashPurged) log.info(`purged ${upkeep.trashPurged} expired trash items`);
    const admin = await ensureAdmin(database.db, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
    if (admin.generatedPassword) {
      // Printed once, on the console only: it is not stored anywhere in clear.
      console.log(
        `\n  First administrator created: ${admin.email}\n  Password (shown once): ${admin.generatedPassword}\n`,
      );
    } else if (admin.created) {
      log.info(`created the administrator ${admin.email}`);
    }
  });
}
