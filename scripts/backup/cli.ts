/**
 * What the backup and restore commands share: the settings (the server's own, config.ts) and
 * one line on failure, without a stack trace, for the reasons an operator can fix.
 */
import { parseEnv, type Env } from '../../src/server/config';
import { BackupError } from '../../src/server/backup/format';
import { reasonOf, StartupError } from '../../src/server/startup-error';

export async function runCommand(name: string, work: (env: Env) => Promise<void>) {
  try {
    await work(parseEnv());
  } catch (error) {
    const known = error instanceof BackupError || error instanceof StartupError;
    console.error(`${name} failed: ${known ? error.message : reasonOf(error)}`);
    process.exitCode = 1;
  }
}

export const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
