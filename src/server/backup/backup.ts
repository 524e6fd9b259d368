/**
 * `npm run backup -- FILE`: one archive (format.ts) of the database and audio the settings
 * name, taken while the server keeps serving.
 *
 * - DATABASE_URL: this process reads PostgreSQL in its own snapshot transaction (writers are
 *   not blocked) and the audio store directly.
 * - The embedded database: the running server takes the snapshot (control-socket.ts); when
 *   no server runs, this process opens the folder itself (its lock keeps a server from
 *   starting on it meanwhile).
 * A recording deleted between the snapshot and the copy of its bytes makes a new snapshot
 * (a few tries), so the archive never names audio it lacks.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Env } from '../config';
import { createAudioStore } from '../audio-store/create-audio-store';
import { openDatabase } from '../db/client';
import { packArchive } from './archive';
import { requestSnapshot } from './control-socket';
import { BackupError, type Manifest } from './format';
import { MissingAudio, takeSnapshot, type SnapshotSource, type SnapshotSummary } from './snapshot';

const TRIES = 5;

/** Takes a snapshot into `stage`, again while recordings vanish under it (see the header). */
export async function snapshotWithRetry(
  source: SnapshotSource,
  stage: string,
): Promise<SnapshotSummary> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await takeSnapshot(source, stage);
    } catch (error) {
      if (!(error instanceof MissingAudio) || attempt >= TRIES) throw error;
      for (const entry of ['db', 'audio']) {
        await rm(join(stage, entry), { recursive: true, force: true });
      }
    }
  }
}

async function snapshotOf(env: Env, stage: string): Promise<SnapshotSummary> {
  if (!env.DATABASE_URL) {
    const fromServer = await requestSnapshot(env.DATA_DIR, stage);
    if (fromServer) return fromServer;
    if (!existsSync(resolve(env.DATA_DIR, 'pglite'))) {
      throw new BackupError(
        `There is no database in ${resolve(env.DATA_DIR)}: set DATA_DIR (or DATABASE_URL) as the server has it`,
      );
    }
  }
  const database = await openDatabase(
    env.DATABASE_URL ? { url: env.DATABASE_URL } : { pgliteDir: resolve(env.DATA_DIR, 'pglite') },
  );
  try {
    const audioStore = await createAudioStore(env);
    return await snapshotWithRetry({ database, audioStore }, stage);
  } finally {
    await database.close();
  }
}

export interface BackupResult {
  file: string;
  manifest: Manifest;
}

/**
 * Writes the archive `file` from the snapshot `snapshot` takes into a staging folder beside
 * it (the audio is staged on the disk that will hold the archive anyway); `file` is replaced
 * only once complete.
 */
export async function writeArchive(
  file: string,
  snapshot: (stage: string) => Promise<SnapshotSummary>,
): Promise<BackupResult> {
  const target = resolve(file);
  let stage: string;
  try {
    stage = await mkdtemp(join(dirname(target), '.taalif-backup-'));
  } catch (error) {
    throw new BackupError(
      `Cannot write beside ${target} (${(error as Error).message}): give a path in a folder ` +
        'that exists and that this user can write',
    );
  }
  try {
    const summary = await snapshot(stage);
    return { file: target, manifest: await packArchive(stage, summary, target) };
  } finally {
    await rm(stage, { recursive: true, force: true });
  }
}

/** `npm run backup`: the archive `file` of what the settings name (see the header). */
export const backup = (env: Env, file: string) =>
  writeArchive(file, (stage) => snapshotOf(env, stage));
