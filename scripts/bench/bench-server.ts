/**
 * The benchmark's server process: the real product (prepareServer + buildApp, as in
 * src/server/main.ts) with the generated corpus loaded into its own database first.
 * PGlite is single-process, so the corpus must be written by the process that serves it.
 *
 * Adds two bench-only routes, never registered by the product:
 * - GET /bench/noop      → {ok:true}: the baseline, same process, same plugins and hooks;
 * - GET /bench/fixtures  → ids and words the load generator rotates through.
 *
 * Env: the product's (DATA_DIR, PORT, HOST, SEED_DEMO, LOG_LEVEL, …) plus BENCH_POEMS
 * (default 10000) and BENCH_SEED. Stops on SIGINT/SIGTERM.
 */
import { asc, eq } from 'drizzle-orm';
import { buildApp } from '@server/app';
import { prepareServer } from '@server/bootstrap';
import { parseEnv } from '@server/config';
import * as t from '@server/db/schema';
import { generateCorpus, loadCorpus, loadVocabulary } from '../generate-corpus';

export const DEFAULT_BENCH_SEED = 20_251_121;
const MARKER = 'bench.corpus';

const env = parseEnv();
const poemCount = Number(process.env.BENCH_POEMS ?? 10_000);
const seed = Number(process.env.BENCH_SEED ?? DEFAULT_BENCH_SEED);
const log = {
  info: (msg: string) => console.log(`[bench-server] ${msg}`),
  warn: (msg: string) => console.warn(`[bench-server] ${msg}`),
};

const prepared = await prepareServer(env, log);
const { db } = prepared.database;
const marker = `${poemCount}:${seed}`;
const [loaded] = await db.select().from(t.appMeta).where(eq(t.appMeta.key, MARKER));
if (loaded?.value === marker) {
  log.info(`corpus ${marker} already loaded`);
} else {
  const started = performance.now();
  const corpus = generateCorpus({ poems: poemCount, seed });
  await loadCorpus(db, corpus);
  await db
    .insert(t.appMeta)
    .values({ key: MARKER, value: marker })
    .onConflictDoUpdate({ target: t.appMeta.key, set: { value: marker } });
  log.info(
    `loaded ${corpus.poems.length} poems in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

/** Words for the search and statistics scenarios: letters only, from very common to rarer. */
function benchWords() {
  const plain = loadVocabulary().words.filter((w) => /^\p{L}{2,}$/u.test(w));
  const common = plain.find((w) => [...w].length >= 3) ?? plain[0]!;
  return {
    searchWord: common,
    statisticsWords: [0, 9, 49, 199].map((rank) => plain[rank] ?? common),
  };
}

const app = await buildApp({ ...prepared, logger: { level: env.LOG_LEVEL } });
app.get('/bench/noop', async () => ({ ok: true }));
app.get('/bench/fixtures', async () => {
  const poemIds = await db
    .select({ id: t.poems.id })
    .from(t.poems)
    .orderBy(asc(t.poems.slug))
    .limit(500);
  const [audio] = await db.select({ id: t.audios.id }).from(t.audios).limit(1);
  return { poemIds: poemIds.map((p) => p.id), audioId: audio?.id ?? null, ...benchWords() };
});

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
