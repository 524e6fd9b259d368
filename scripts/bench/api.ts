/**
 * `npm run bench:api`: load-tests the real API with 10,000 generated poems.
 *   PGlite (default):  npm run bench:api
 *   PostgreSQL:        BENCH_DATABASE_URL=postgres://taalif:taalif@127.0.0.1:5432/taalif npm run bench:api
 * In PostgreSQL mode a fresh database taalif_bench_<random> is created through that URL
 * (role with CREATEDB, loopback only) and dropped WITH (FORCE) at the end.
 *
 * What is measured: throughput and latency of each scenario (autocannon, 10 connections,
 * 2 s warm-up then BENCH_DURATION s, default 10) next to a trivial route of the same
 * process, and the server's memory with the corpus loaded: VmRSS right after ready, VmHWM
 * (peak resident) after all scenarios.
 *
 * Why two phases: generating and inserting the corpus costs far more memory than serving
 * it, so it runs first in its own process (load-corpus.ts, tsx), which exits. The measured
 * server is then a fresh process running an esbuild bundle of bench-server.ts (production
 * build, no tsx loader) on the same DATA_DIR / DATABASE_URL, which loads nothing itself.
 *
 * Traffic goes to loopback only, every step is bounded in time, and children run in their
 * own process groups, killed on success, failure, SIGINT/SIGTERM and exit.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChildProcess } from 'node:child_process';
import { build } from 'esbuild';
import type { Fixtures } from './fixtures';
import { freePort, measure, probe, type Measurement, type Scenario } from './load';
import {
  killGroup,
  memoryOf,
  memoryOfProcessesNamed,
  spawnGroup,
  stopGroup,
  waitExit,
} from './processes';
import { renderReport } from './report';
import { createTempDatabase, type TempDatabase } from './temp-database';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const BUNDLE = join(ROOT, 'dist', 'bench', 'bench-server.js');
const HOST = '127.0.0.1';
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_S = 2;
const CONNECTIONS = 10;
const LOAD_TIMEOUT_MS = 180_000;
const STARTUP_TIMEOUT_MS = 60_000;

function scenarios(f: Fixtures): Scenario[] {
  const rotate = (paths: string[]) => {
    let i = 0;
    return () => paths[i++ % paths.length]!;
  };
  const q = encodeURIComponent;
  return [
    { name: 'baseline: GET /bench/noop (trivial route)', path: () => '/bench/noop' },
    { name: 'poem page: GET /api/poems?page=3&size=20', path: () => '/api/poems?page=3&size=20' },
    {
      name: `one poem: GET /api/poems/:id (${f.poemIds.length} ids)`,
      path: rotate(f.poemIds.map((id) => `/api/poems/${id}`)),
    },
    {
      name: `search: GET /api/poems/search?q=${f.searchWord}`,
      path: () => `/api/poems/search?q=${q(f.searchWord)}`,
    },
    {
      name: `word statistics: GET /api/poems/statistics/word, first page of 20 (${f.statisticsWords.join(', ')})`,
      path: rotate(f.statisticsWords.map((w) => `/api/poems/statistics/word?word=${q(w)}`)),
    },
    {
      name: 'audio Range: GET /api/audios/stream/:id bytes=1000-50999',
      path: () => `/api/audios/stream/${f.audioId ?? 'none'}`,
      headers: { range: 'bytes=1000-50999' },
      expectStatus: 206,
    },
  ];
}

/** Bundles bench-server.ts like `npm run build:server` bundles main.ts. */
async function buildBenchServer(): Promise<void> {
  await build({
    absWorkingDir: ROOT,
    entryPoints: ['scripts/bench/bench-server.ts'],
    outfile: BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    sourcemap: true,
    tsconfig: 'src/server/tsconfig.json',
    logLevel: 'warning',
  });
}

async function waitUntilReady(base: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`bench server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/bench/noop`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`bench server not ready after ${STARTUP_TIMEOUT_MS / 1000} s`);
}

async function main() {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  const dataDir = mkdtempSync(join(tmpdir(), 'taalif-bench-'));
  const children: ChildProcess[] = [];
  let database: TempDatabase | undefined;
  let cleaning: Promise<void> | undefined;
  const cleanup = () =>
    (cleaning ??= (async () => {
      await Promise.all(children.map((c) => stopGroup(c)));
      await database?.drop().catch((err: unknown) => console.error('[bench] drop failed:', err));
      rmSync(dataDir, { recursive: true, force: true });
    })());
  // Last resort (synchronous): no child may outlive us.
  process.on('exit', () => children.forEach((c) => killGroup(c)));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void cleanup().finally(() => process.exit(130)));
  }

  try {
    if (adminUrl) database = await createTempDatabase(adminUrl);
    const pgliteVersion = (
      JSON.parse(
        readFileSync(join(ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
      ) as { version: string }
    ).version;
    const label = database
      ? `${database.label} (database ${database.name})`
      : `PGlite ${pgliteVersion}`;
    console.error(`[bench] database: ${label}`);
    const poems = Number(process.env.BENCH_POEMS ?? 10_000);
    const env = {
      ...process.env,
      NODE_ENV: 'production',
      HOST,
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url ?? '',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      AUDIO_STORE: '',
      JWT_SECRET: randomBytes(36).toString('base64url'),
      ADMIN_PASSWORD: randomBytes(18).toString('base64url'),
    };

    // Phase 1: build the server bundle, then load the corpus in a process of its own.
    await buildBenchServer();
    const loadStarted = performance.now();
    const loader = spawnGroup(['--import', 'tsx', 'scripts/bench/load-corpus.ts'], ROOT, env);
    children.push(loader.process);
    const code = await waitExit(loader.process, LOAD_TIMEOUT_MS);
    if (code !== 0) throw new Error(`load phase failed (${code ?? 'timed out'})`);
    const loadLine = /^BENCH_LOAD (.*)$/m.exec(loader.stdout())?.[1];
    const load = {
      seconds: (performance.now() - loadStarted) / 1000,
      peakKb: (JSON.parse(loadLine ?? '{"peakKb":0}') as { peakKb: number }).peakKb,
    };

    // Phase 2: a fresh server process, the production bundle, measured.
    const port = await freePort(HOST);
    const base = `http://${HOST}:${port}`;
    const started = performance.now();
    const server = spawnGroup(['--enable-source-maps', BUNDLE], ROOT, {
      ...env,
      PORT: String(port),
    });
    children.push(server.process);
    await waitUntilReady(base, server.process);
    const startS = (performance.now() - started) / 1000;
    const ready = await memoryOf(server.process.pid!);
    const pgBefore = database ? await memoryOfProcessesNamed('postgres') : undefined;
    console.error(
      `[bench] server ready in ${startS.toFixed(1)} s, RSS ${(ready.rssKb / 1024).toFixed(0)} MB`,
    );
    const fixtures = (await (await fetch(`${base}/bench/fixtures`)).json()) as Fixtures;

    const results: Measurement[] = [];
    for (const scenario of scenarios(fixtures)) {
      const status = await probe(base, scenario);
      if (status !== (scenario.expectStatus ?? 200)) {
        console.error(`[bench] ${scenario.name}: probe answered ${status}; skipped`);
        results.push({ scenario, status });
        continue;
      }
      console.error(`[bench] ${scenario.name}: ${WARMUP_S} s warm-up + ${DURATION_S} s`);
      await measure(base, scenario, { durationS: WARMUP_S, connections: CONNECTIONS });
      results.push({
        scenario,
        status,
        ...(await measure(base, scenario, { durationS: DURATION_S, connections: CONNECTIONS })),
      });
    }
    const after = await memoryOf(server.process.pid!);
    const pgAfter = database ? await memoryOfProcessesNamed('postgres') : undefined;
    const report = renderReport({
      database: label,
      results,
      server: { ready, after, startS },
      load,
      postgres: pgBefore && pgAfter ? { before: pgBefore, after: pgAfter } : undefined,
      durationS: DURATION_S,
      warmupS: WARMUP_S,
      connections: CONNECTIONS,
      poems,
    });
    console.log(report);
    // api.md is the latest run; api-<mode>.md keeps the last run of each database.
    const out = join(ROOT, 'bench-results');
    await mkdir(out, { recursive: true });
    await writeFile(join(out, 'api.md'), report);
    await writeFile(join(out, `api-${database ? 'postgres' : 'pglite'}.md`), report);
    console.error(
      `[bench] written to bench-results/api.md and api-${database ? 'postgres' : 'pglite'}.md`,
    );
  } finally {
    await cleanup();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
