/**
 * `npm run restore -- FILE [--force]`: the archive into the database and audio store the
 * settings name. The archive is unpacked and every checksum verified before anything is
 * written (archive.ts); the target must be empty unless forced (load.ts). A server must not
 * be running on it: the embedded database's lock refuses one, and with DATABASE_URL the
 * operator stops the instances (a restore replaces what they serve).
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Env } from '../config';
import { createAudioStore } from '../audio-store/create-audio-store';
import { openDatabase } from '../db/client';
import { unpackArchive } from './archive';
import { audioStoreHoldsFiles } from './audio-contents';
import type { Manifest } from './format';
import { loadArchive, type LoadResult } from './load';

export interface RestoreResult extends LoadResult {
  manifest: Manifest;
}

export async function restore(
  env: Env,
  file: string,
  options: { force?: boolean; tempDir?: string } = {},
): Promise<RestoreResult> {
  const dir = await mkdtemp(join(options.tempDir ?? tmpdir(), 'taalif-restore-'));
  try {
    const manifest = await unpackArchive(resolve(file), dir);
    if (!env.DATABASE_URL) await mkdir(env.DATA_DIR, { recursive: true });
    const database = await openDatabase(
      env.DATABASE_URL ? { url: env.DATABASE_URL } : { pgliteDir: resolve(env.DATA_DIR, 'pglite') },
    );
    try {
      const audioStore = await createAudioStore(env);
      const name = env.DATABASE_URL
        ? 'The database DATABASE_URL names'
        : `The data folder ${resolve(env.DATA_DIR)}`;
      const loaded = await loadArchive(
        { database, audioStore, audioHoldsFiles: () => audioStoreHoldsFiles(env), name },
        dir,
        manifest,
        options,
      );
      return { ...loaded, manifest };
    } finally {
      await database.close();
    }
  } finally {
    // A refused archive's extraction may still be closing files: retry, and never let the
    // clean-up hide the reason the restore stopped.
    await rm(dir, { recursive: true, force: true, maxRetries: 10 }).catch(() => undefined);
  }
}
