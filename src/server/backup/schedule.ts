/**
 * Scheduled backups, from the server's settings: every BACKUP_EVERY_HOURS the server writes
 * `taalif-<time>.tar.gz` into BACKUP_DIR (the same archive as `npm run backup`) and keeps the
 * newest BACKUP_KEEP of them. The server takes them itself, so they work on the embedded
 * database without the control socket. On PostgreSQL, set BACKUP_DIR on one instance only:
 * each instance that has it takes its own.
 */
import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { snapshotWithRetry, writeArchive, type BackupResult } from './backup';
import type { SnapshotSource } from './snapshot';

const NAME = /^taalif-\d{8}T\d{6}\d{3}Z\.tar\.gz$/;

/** taalif-20261127T134501123Z.tar.gz: sorts by time as text. */
export const scheduledName = (at: Date) =>
  `taalif-${at.toISOString().replace(/[-:.]/g, '')}.tar.gz`;

export interface ScheduleSettings {
  dir: string;
  keep: number;
}

/** One scheduled backup: writes it, then deletes the oldest beyond `keep`. */
export async function runScheduledBackup(
  source: SnapshotSource,
  { dir, keep }: ScheduleSettings,
  now = new Date(),
): Promise<BackupResult & { deleted: string[] }> {
  await mkdir(dir, { recursive: true });
  const result = await writeArchive(join(dir, scheduledName(now)), (stage) =>
    snapshotWithRetry(source, stage),
  );
  const archives = (await readdir(dir)).filter((name) => NAME.test(name)).sort();
  const deleted = archives.slice(0, Math.max(0, archives.length - keep));
  for (const name of deleted) await rm(join(dir, name), { force: true });
  return { ...result, deleted };
}

export interface ScheduleLog {
  info(detail: object, message: string): void;
  error(detail: object, message: string): void;
}

/** Runs a scheduled backup every `everyMs`; answers a function that stops the schedule. */
export function scheduleBackups(
  source: SnapshotSource,
  settings: ScheduleSettings & { everyMs: number },
  log: ScheduleLog,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runScheduledBackup(source, settings)
      .then(({ file, manifest, deleted }) =>
        log.info(
          { file, rows: manifest.tables, audioFiles: manifest.audio.files, deleted },
          'scheduled backup written',
        ),
      )
      .catch((err: unknown) => log.error({ err }, 'scheduled backup failed'))
      .finally(() => {
        running = false;
      });
  }, settings.everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
