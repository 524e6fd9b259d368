/**
 * Phase 2 of `npm run bench:api`: the measured server. It is the product as
 * src/server/main.ts starts it (prepareServer + buildApp; migrate and seed find nothing to
 * do because load-corpus.ts ran first on the same DATA_DIR / DATABASE_URL), built by api.ts
 * into a production-style esbuild bundle (dist/bench/bench-server.js, run with plain
 * `node --enable-source-maps` like `npm start`), so neither the tsx loader nor the corpus
 * generation counts in its memory. It loads nothing itself.
 *
 * Adds two bench-only routes, never registered by the product:
 * - GET /bench/noop      → {ok:true}: the baseline, same process, same plugins and hooks;
 * - GET /bench/fixtures  → ids and words the load generator rotates through;
 * - GET /bench/memory    → process.memoryUsage(): how much of the resident memory is the
 *   JavaScript heap (the rest is Node itself, buffers, and PGlite's WebAssembly memory).
 *
 * Env: the product's (DATA_DIR, DATABASE_URL, PORT, HOST, LOG_LEVEL, …). Stops on SIGINT/SIGTERM.
 */
import { asc, eq } from 'drizzle-orm';
import { buildApp } from '@server/app';
import { prepareServer } from '@server/bootstrap';
import { parseEnv } from '@server/config';
import * as t from '@server/db/schema';
import { BENCH_WORDS_KEY, type BenchWords, type Fixtures } from './fixtures';

const env = parseEnv();
const log = {
  info: (msg: string) => console.log(`[bench-server] ${msg}`),
  warn: (msg: string) => console.warn(`[bench-server] ${msg}`),
};

const prepared = await prepareServer(env, log);
const { db } = prepared.database;
const app = await buildApp({ ...prepared, logger: { level: env.LOG_LEVEL } });
app.get('/bench/noop', async () => ({ ok: true }));
app.get('/bench/fixtures', async (): Promise<Fixtures> => {
  const poemIds = await db
    .select({ id: t.poems.id })
    .from(t.poems)
    .orderBy(asc(t.poems.slug))
    .limit(500);
  const [audio] = await db.select({ id: t.audios.id }).from(t.audios).limit(1);
  const [words] = await db.select().from(t.appMeta).where(eq(t.appMeta.key, BENCH_WORDS_KEY));
  if (!words) throw new Error(`${BENCH_WORDS_KEY} missing: run load-corpus.ts first`);
  return {
    poemIds: poemIds.map((p) => p.id),
    audioId: audio?.id ?? null,
    ...(JSON.parse(words.value) as BenchWords),
  };
});

app.get('/bench/memory', async () => process.memoryUsage());

let closing = false;
const close = async () => {
  if (closing) return;
  closing = true;
  await app.close();
  await prepared.database.close();
  process.exit(0);
};
process.on('SIGINT', () => void close());
process.on('SIGTERM', () => void close());

await app.listen({ port: env.PORT, host: env.HOST });
console.log(`[bench-server] listening on http://${env.HOST}:${env.PORT}`);
