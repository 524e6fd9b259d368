/**
 * npm run bench:backup: backup and restore of the 10,000-poem benchmark corpus on the
 * embedded database (PGlite), as `npm run backup` / `npm run restore` do them, with the
 * archive's size. The corpus is loaded first by bench:api's own loader (load-corpus.ts, in
 * a process of its own), into a throw-away DATA_DIR.
 *
 * Each round backs the folder up (no server running: the command opens the folder itself,
 * as it does when the server is stopped; with a server, the server takes the same snapshot)
 * and restores the archive into a new, empty DATA_DIR. "snapshot" is the part of the backup
 * a running server's requests wait for on PGlite (the tables read in one transaction; the
 * demo's few recordings are copied in it too); the rest is checksumming and packing.
 *
 * Env: BENCH_POEMS (10000), BENCH_ROUNDS (3). Prints a table of every round and the medians.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createAudioStore } from '@server/audio-store/create-audio-store';
import { snapshotWithRetry, writeArchive } from '@server/backup/backup';
import { restore } from '@server/backup/restore';
import { parseEnv } from '@server/config';
import { openDatabase } from '@server/db/client';
import { spawnCorpusLoader, waitExit } from './processes';

const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const root = resolve(import.meta.dirname, '..', '..');
const work = await mkdtemp(join(tmpdir(), 'taalif-bench-backup-'));
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const seconds = (since: number) => (performance.now() - since) / 1000;

try {
  const dataDir = join(work, 'source');
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    AUDIO_STORE: '',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    ADMIN_PASSWORD: randomBytes(18).toString('base64url'),
  };
  console.error(
    `[bench:backup] loading ${process.env.BENCH_POEMS ?? 10_000} poems into ${dataDir}`,
  );
  const loader = spawnCorpusLoader(root, env);
  const code = await waitExit(loader.process, 30 * 60_000);
  if (code !== 0) throw new Error(`loading the corpus failed (${code ?? 'timed out'})`);

  const sourceEnv = parseEnv(env);
  const rows: string[] = [];
  const results = {
    snapshot: [] as number[],
    backup: [] as number[],
    restore: [] as number[],
    mb: [] as number[],
  };
  let counts = '';
  for (let round = 1; round <= rounds; round++) {
    const file = join(work, `round-${round}.tar.gz`);
    let snapshotSeconds = 0;
    const backupStarted = performance.now();
    const { manifest } = await writeArchive(file, async (stage) => {
      const database = await openDatabase({ pgliteDir: resolve(dataDir, 'pglite') });
      try {
        const started = performance.now();
        const summary = await snapshotWithRetry(
          { database, audioStore: await createAudioStore(sourceEnv) },
          stage,
        );
        snapshotSeconds = seconds(started);
        return summary;
      } finally {
        await database.close();
      }
    });
    const backupSeconds = seconds(backupStarted);
    const megabytes = (await stat(file)).size / 1e6;

    const targetDir = join(work, `restored-${round}`);
    const restoreStarted = performance.now();
    const restored = await restore(parseEnv({ ...env, DATA_DIR: targetDir }), file, {
      tempDir: work,
    });
    const restoreSeconds = seconds(restoreStarted);
    await rm(targetDir, { recursive: true, force: true });
    await rm(file, { force: true });

    counts = `${manifest.tables.poems} poems, ${restored.rows} rows, ${manifest.audio.files} audio files`;
    results.snapshot.push(snapshotSeconds);
    results.backup.push(backupSeconds);
    results.restore.push(restoreSeconds);
    results.mb.push(megabytes);
    rows.push(
      `| ${round} | ${snapshotSeconds.toFixed(2)} | ${backupSeconds.toFixed(2)} | ${megabytes.toFixed(1)} | ${restoreSeconds.toFixed(2)} |`,
    );
    console.error(`[bench:backup] round ${round} done`);
  }
  console.log(`\nBackup and restore, PGlite, ${counts}\n`);
  console.log('| round | snapshot (s) | backup (s) | archive (MB) | restore (s) |');
  console.log('| ----- | ------------ | ---------- | ------------ | ----------- |');
  for (const row of rows) console.log(row);
  console.log(
    `| median | ${median(results.snapshot).toFixed(2)} | ${median(results.backup).toFixed(2)} | ${median(results.mb).toFixed(1)} | ${median(results.restore).toFixed(2)} |`,
  );
} finally {
  await rm(work, { recursive: true, force: true });
}
