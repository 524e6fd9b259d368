/**
 * The server process: reads the environment, prepares data, builds the app, listens,
 * and closes cleanly on SIGINT/SIGTERM (in-flight requests finish, the database closes).
 */
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { parseEnv } from './config';
import { prepareServer } from './bootstrap';

const env = parseEnv();
const logger = { level: env.LOG_LEVEL };
const bootLog = {
  info: (msg: string) => env.LOG_LEVEL !== 'silent' && console.log(msg),
  warn: (msg: string) => console.warn(msg),
};
const prepared = await prepareServer(env, bootLog);
const app = await buildApp({ ...prepared, logger });

// PGlite has no autovacuum: refresh the planner's statistics daily (PostgreSQL does its own).
const ANALYZE_EVERY_MS = 24 * 3600 * 1000;
const analyzeTimer =
  prepared.database.kind === 'pglite'
    ? setInterval(() => {
        prepared.database.analyze().catch((err) => app.log.warn({ err }, 'analyze failed'));
      }, ANALYZE_EVERY_MS).unref()
    : undefined;

closeWithGrace({ delay: 10_000 }, async ({ err }) => {
  if (err) app.log.error({ err }, 'closing after an error');
  clearInterval(analyzeTimer);
  await app.close();
  await prepared.database.close();
});

await app.listen({ port: env.PORT, host: env.HOST });
console.log(
  `Taalif is serving on ${prepared.config.publicUrl} (API docs: ${prepared.config.publicUrl}/api/docs)`,
);
