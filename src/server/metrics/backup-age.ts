/**
 * The age of the newest backup archive in BACKUP_DIR, from its modification time: whatever
 * writes the archives (`npm run backup -- BACKUP_DIR/…`, the scheduled backups, a cron job)
 * reports nothing to the server, the folder is the agreement. An archive still being written
 * must not count as a backup: names starting with `.` or ending in `.partial` or `.tmp` are
 * skipped (write under such a name, then rename).
 */
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

const IN_PROGRESS = /^\.|\.(partial|tmp)$/;

/** Seconds since the newest archive was written; Infinity when there is none (or no folder). */
export async function newestBackupAgeSeconds(dir: string, now = Date.now()): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return Infinity;
  }
  let newest = -Infinity;
  for (const name of names.filter((n) => !IN_PROGRESS.test(n))) {
    const info = await stat(join(dir, name)).catch(() => undefined);
    if (info?.isFile() && info.mtimeMs > newest) newest = info.mtimeMs;
  }
  return Math.max(0, (now - newest) / 1000);
}
