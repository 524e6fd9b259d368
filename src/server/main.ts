/**
 * The server process: reads the environment, prepares data, builds the app, listens,
 * and closes cleanly on SIGINT/SIGTERM (in-flight requests finish, the database closes).
 */
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { parseEnv } from './config';
import { prepareServer } from './bootstrap';
import { MAINTENANCE_EVERY_MS, runMaintenance } from './maintenance';

const env = parseEnv();
const logger = { level: env.LOG_LEVEL };
const bootLog = {
  info: (msg: string) => env.LOG_LEVEL !== 'silent' && console.log(msg),
  warn: (msg: string) => console.warn(msg),
};
const prepared = await prepareServer(env, bootLog);
const app = await buildApp({ ...prepared, logger });

// Daily upkeep (tombstone retention, idempotency keys, PGlite's statistics): maintenance.ts.
const maintenanceTimer = setInterval(() => {
  runMaintenance(prepared.database, env.TOMBSTONE_RETENTION_DAYS)
    .then((report) => app.log.info(report, 'daily maintenance'))
    .catch((err: unknown) => app.log.warn({ err }, 'daily maintenance failed'));
}, MAINTENANCE_EVERY_MS).unref();

closeWithGrace({ delay: 10_000 }, async ({ err }) => {
  if (err) app.log.error({ err }, 'closing after an error');
  clearInterval(maintenanceTimer);
  await app.close();
  await prepared.database.close();
});

await app.listen({ port: env.PORT, host: env.HOST });
console.log(
  `Taalif is serving on ${prepared.config.publicUrl} (API docs: ${prepared.config.publicUrl}/api/docs)`,
);
