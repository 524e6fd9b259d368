/**
 * One process at a time on an embedded database. PGlite is PostgreSQL compiled into this
 * process, with no server in between: a second process opening the same folder would run a
 * second PostgreSQL on the same files, and the writes it acknowledges are lost (a probe lost
 * 20 of 40). So opening takes `<folder>.lock` (created exclusively, holding the pid) and
 * closing, or the process's exit, releases it.
 *
 * A lock left by a process that was killed is stale: its pid no longer runs. It is recovered
 * under a second, short-lived lock (`.lock.recover`), so two servers starting at once over the
 * same stale lock cannot both take it (each re-reads the lock under the recovery lock before
 * removing it). A recovery lock older than RECOVER_STALE_MS (its holder died mid-recovery) is
 * removed. Several instances need a PostgreSQL server (DATABASE_URL).
 */
import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { processAlive } from '../lib/process-alive';
import { StartupError } from '../startup-error';

const RECOVER_STALE_MS = 10_000;

const code = (error: unknown) => (error as NodeJS.ErrnoException).code;

function readPid(path: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch (error) {
    if (code(error) === 'ENOENT') return undefined;
    throw error;
  }
}

function create(path: string): boolean {
  try {
    writeFileSync(path, `${process.pid}\n`, { flag: 'wx' });
    return true;
  } catch (error) {
    if (code(error) === 'EEXIST') return false;
    throw error;
  }
}

function busy(folder: string, pid: number | undefined): StartupError {
  return new StartupError(
    `Another Taalif server${pid ? ` (pid ${pid})` : ''} is using the embedded database in ${folder}: ` +
      'stop it first, or set DATABASE_URL to run several instances on one PostgreSQL server',
  );
}

export interface DataDirLock {
  release(): void;
}

/** Takes the lock of `folder` (see the header), or throws a StartupError naming it. */
export function lockDataDir(folder: string): DataDirLock {
  const path = `${folder}.lock`;
  if (!create(path)) {
    const holder = readPid(path);
    if (holder !== undefined && processAlive(holder)) throw busy(folder, holder);
    recoverStale(path, folder, holder);
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    if (readPid(path) === process.pid) rmSync(path, { force: true });
  };
  process.on('exit', release);
  return { release };
}

function recoverStale(path: string, folder: string, holder: number | undefined) {
  const recovery = `${path}.recover`;
  if (!create(recovery)) {
    let age = 0;
    try {
      age = Date.now() - statSync(recovery).mtimeMs;
    } catch {
      // it just went away
    }
    if (age < RECOVER_STALE_MS) throw busy(folder, undefined);
    rmSync(recovery, { force: true });
    if (!create(recovery)) throw busy(folder, undefined);
  }
  try {
    // Under the recovery lock: still the same dead holder? Then it is ours to replace.
    const now = readPid(path);
    if (now !== holder && now !== undefined && processAlive(now)) throw busy(folder, now);
    rmSync(path, { force: true });
    if (!create(path)) throw busy(folder, readPid(path));
  } finally {
    rmSync(recovery, { force: true });
  }
}
