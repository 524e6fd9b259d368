/**
 * npm run restore -- FILE [--force]: an archive into the empty data folder, or database and
 * bucket, that the server's settings name. docs/operations.md, "Restore".
 */
import { restore } from '../../src/server/backup/restore';
import { runCommand } from './cli';

await runCommand('Restore', async (env) => {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const file = args.find((a) => !a.startsWith('--'));
  const unknown = args.find((a) => a.startsWith('--') && a !== '--force');
  if (!file || unknown) {
    throw new Error('give the archive to restore: npm run restore -- FILE [--force]');
  }
  const started = performance.now();
  const result = await restore(env, file, { force });
  console.log(
    `Restored ${result.rows} rows and ${result.audioFiles} audio files from ${file} (taken ` +
      `${result.manifest.createdAt}) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
});
