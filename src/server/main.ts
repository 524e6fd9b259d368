/**
 * The server process: reads the environment, prepares data, builds the app, listens,
 * and closes cleanly on SIGINT/SIGTERM (in-flight requests finish, the database closes).
 * A server that cannot start says why and what to do in one line (a StartupError's message,
 * or the first line of an unexpected error) and exits with status 1, without a stack trace.
 */
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { snapshotWithRetry } from './backup/backup';
import { serveControlSocket, type ControlSocket } from './backup/control-socket';
import { scheduleBackups } from './backup/schedule';
import { parseEnv } from './config';
import { prepareServer } from './bootstrap';
import { MAINTENANCE_EVERY_MS, runMaintenance } from './maintenance';
import { reasonOf, StartupError } from './startup-error';

async function start() {
  const env = parseEnv();
  const logger = { level: env.LOG_LEVEL };
  const bootLog = {
    info: (msg: string) => env.LOG_LEVEL !== 'silent' && console.log(msg),
    warn: (msg: string) => console.warn(msg),
  };
  const prepared = await prepareServer(env, bootLog);
  const app = await buildApp({ ...prepared, logger });

  // Daily upkeep (tombstone and trash retention, idempotency keys, PGlite's statistics):
  // maintenance.ts.
  const maintenanceTimer = setInterval(() => {
    runMaintenance(prepared.database, {
      tombstoneRetentionDays: env.TOMBSTONE_RETENTION_DAYS,
      trashRetentionDays: env.TRASH_RETENTION_DAYS,
      audioStore: prepared.audioStore,
    })
      .then((report) => app.log.info(report, 'daily maintenance'))
      .catch((err: unknown) => app.log.warn({ err }, 'daily maintenance failed'));
  }, MAINTENANCE_EVERY_MS).unref();

  // `npm run backup` on the embedded database asks this process (backup/control-socket.ts).
  let control: ControlSocket | undefined;
  if (prepared.database.kind === 'pglite') {
    control = await serveControlSocket(env.DATA_DIR, (stage) =>
      snapshotWithRetry(prepared, stage),
    ).catch((err: unknown) => {
      app.log.warn({ err }, 'backups of the running server are unavailable (no control socket)');
      return undefined;
    });
  }

  const stopBackups = env.BACKUP_DIR
    ? scheduleBackups(
        prepared,
        { dir: env.BACKUP_DIR, keep: env.BACKUP_KEEP, everyMs: env.BACKUP_EVERY_HOURS * 3600_000 },
        app.log,
      )
    : undefined;

  closeWithGrace({ delay: 10_000 }, async ({ err }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    clearInterval(maintenanceTimer);
    stopBackups?.();
    await control?.close();
    await app.close();
    await prepared.database.close();
  });

  try {
    await app.listen({ port: env.PORT, host: env.HOST });
  } catch (error) {
    throw new StartupError(
      `Cannot listen on ${env.HOST}:${env.PORT} (${reasonOf(error)}): stop what uses that ` +
        'port or set PORT to another one',
    );
  }
  console.log(
    `Taalif is serving on ${prepared.config.publicUrl} (API docs: ${prepared.config.publicUrl}/api/docs)`,
  );
}

try {
  await start();
} catch (error) {
  const message = error instanceof StartupError ? error.message : reasonOf(error);
  console.error(`Taalif cannot start: ${message}`);
  process.exit(1);
}
