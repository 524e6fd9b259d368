/**
 * npm run backup -- FILE: starts the backup itself (backup-command.ts) at the lowest CPU
 * priority, in a session of its own, and waits for it: its output is the command's, its exit
 * code too. Plain JavaScript, so nothing is compiled at normal priority before the backup's
 * process lowers itself (lowest-priority.mjs says why it takes a session of its own).
 * A backup left without CPU by a busy server takes longer; it stays consistent to its instant.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const here = (file) => new URL(file, import.meta.url);

const backup = spawn(
  process.execPath,
  [
    '--import',
    here('./lowest-priority.mjs').href,
    '--import',
    import.meta.resolve('tsx'),
    fileURLToPath(here('./backup-command.ts')),
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit', detached: true, windowsHide: true },
);
// In its own session, the backup no longer hears the terminal's Ctrl+C: pass it on.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => backup.kill(signal));
}
backup.on('exit', (code, signal) => {
  process.exitCode = code ?? (signal ? 1 : 0);
});
backup.on('error', (error) => {
  console.error(`Backup failed: ${error.message}`);
  process.exitCode = 1;
});
