import { readFileSync } from 'node:fs';

/**
 * Whether process `pid` runs on this machine (signal 0 only checks; EPERM means it exists).
 * A zombie, a process that has exited but that its parent has not reaped yet (for a moment
 * after a `kill -9`, or longer under a shell or npm), still answers signal 0: it is not
 * running, so /proc's state `Z` (or `X`) counts as dead. Without that a restart within about
 * 2 s of a kill -9 was refused as "another server is using the database".
 */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  return !isZombie(pid);
}

function isZombie(pid: number): boolean {
  try {
    // The state follows the command name, which is in parentheses and may hold spaces.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return state === 'Z' || state === 'X';
  } catch {
    return false; // no /proc (not Linux): signal 0 is all we know
  }
}
