/**
 * npm run backup -- FILE (started by backup.mjs, at the lowest priority): one archive of the
 * database and every audio file, with the server's settings (DATA_DIR, or DATABASE_URL and
 * AUDIO_STORE), while the server keeps serving. docs/operations.md, "Back up".
 */
import { statSync } from 'node:fs';
import { backup } from '../../src/server/backup/backup';
import { megabytes, runCommand } from './cli';

await runCommand('Backup', async (env) => {
  const file = process.argv[2];
  if (!file || file.startsWith('-')) {
    throw new Error('give the archive to write: npm run backup -- FILE (e.g. taalif.tar.gz)');
  }
  const started = performance.now();
  const { file: written, manifest } = await backup(env, file);
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  console.log(
    `Backed up ${rows} rows (${manifest.tables.poems ?? 0} poems) and ${manifest.audio.files} ` +
      `audio files to ${written} (${megabytes(statSync(written).size)}, ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s; feed at rev ${manifest.feed.head})`,
  );
});
