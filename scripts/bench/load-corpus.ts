/**
 * Phase 1 of `npm run bench:api`, in its own short-lived process (run with tsx): prepares
 * the database as the server would (prepareServer: migrate, demo seed, admin), generates
 * and loads the corpus, stores the words the scenarios use, and exits.
 *
 * Why a separate process: generating 10,000 poems and inserting them in one transaction
 * peaks far above what serving them needs; in the serving process that peak would be
 * reported as the server's. The measured server (bench-server.ts) starts afterwards,
 * fresh, on the same DATA_DIR (PGlite files) or DATABASE_URL.
 *
 * Env: the product's (DATA_DIR, DATABASE_URL, SEED_DEMO, ADMIN_PASSWORD, …) plus
 * BENCH_POEMS (default 10000) and BENCH_SEED. Last stdout line: `BENCH_LOAD {"peakKb":…}`.
 */
import { eq } from 'drizzle-orm';
import { prepareServer } from '@server/bootstrap';
import { parseEnv } from '@server/config';
import type { Db } from '@server/db/client';
import * as t from '@server/db/schema';
import { generateCorpus, loadCorpus, loadVocabulary } from '../generate-corpus';
import { BENCH_WORDS_KEY, DEFAULT_BENCH_SEED, type BenchWords } from './fixtures';

const MARKER = 'bench.corpus';

const env = parseEnv();
const poemCount = Number(process.env.BENCH_POEMS ?? 10_000);
const seed = Number(process.env.BENCH_SEED ?? DEFAULT_BENCH_SEED);
const log = {
  info: (msg: string) => console.log(`[load-corpus] ${msg}`),
  warn: (msg: string) => console.warn(`[load-corpus] ${msg}`),
};

/** Words for the search and statistics scenarios: letters only, from very common to rarer. */
function benchWords(): BenchWords {
  const plain = loadVocabulary().words.filter((w) => /^\p{L}{2,}$/u.test(w));
  const common = plain.find((w) => [...w].length >= 3) ?? plain[0]!;
  return {
    searchWord: common,
    statisticsWords: [0, 9, 49, 199].map((rank) => plain[rank] ?? common),
  };
}

const upsert = (db: Db, key: string, value: string) =>
  db
    .insert(t.appMeta)
    .values({ key, value })
    .onConflictDoUpdate({ target: t.appMeta.key, set: { value } });

const prepared = await prepareServer(env, log);
const { db } = prepared.database;
const marker = `${poemCount}:${seed}`;
const [loaded] = await db.select().from(t.appMeta).where(eq(t.appMeta.key, MARKER));
if (loaded?.value === marker) {
  log.info(`corpus ${marker} already loaded`);
} else {
  const corpus = generateCorpus({ poems: poemCount, seed });
  await loadCorpus(db, corpus);
  await upsert(db, MARKER, marker);
  log.info(`loaded ${corpus.poems.length} poems`);
}
await upsert(db, BENCH_WORDS_KEY, JSON.stringify(benchWords()));
await prepared.database.close();

// maxRSS is in kB on Linux: this phase's own peak, reported apart from the server's.
console.log(`BENCH_LOAD ${JSON.stringify({ peakKb: process.resourceUsage().maxRSS })}`);
process.exit(0);
