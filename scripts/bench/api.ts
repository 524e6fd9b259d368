/**
 * `npm run bench:api`: load-tests the real API with 10,000 generated poems, on the embedded
 * PGlite and on PostgreSQL side by side, in one run.
 *   npm run bench:api                                   PGlite + a throw-away PostgreSQL server
 *   BENCH_DATABASE_URL=postgres://… npm run bench:api   PGlite + that server (a database of its own)
 * PostgreSQL: through BENCH_DATABASE_URL (a role with CREATEDB, loopback only) a fresh database
 * taalif_bench_<random> is created and dropped WITH (FORCE) at the end. Without it, a server of
 * its own is started from Debian's binaries (/usr/lib/postgresql/<major>/bin, as
 * `npm run cluster` does) in a temporary folder on 127.0.0.1 and a free port, then stopped and
 * deleted. Without PostgreSQL binaries, PGlite is measured alone.
 *
 * What is measured: throughput and latency of each scenario (autocannon; 10 connections, and
 * 50 for the mixed public reads), next to a trivial route of the same process, and each
 * server's memory with the corpus loaded. The machine is shared and noisy, so each scenario
 * runs BENCH_ROUNDS rounds (default 3) of BENCH_DURATION s (default 10) per engine, the engines
 * alternating (PGlite, PostgreSQL, then PostgreSQL, PGlite, …) after one 2 s warm-up each; the
 * report gives the median of the rounds. BENCH_SCENARIOS=mixed,page (keys below) runs a subset.
 *
 * Memory: each process's resident size is sampled (sampleRss) while the corpus loads and
 * while the rounds run, and its VmHWM read at the end, so the report gives the peak of each
 * phase; the server's JavaScript heap comes from its /bench/memory route. On PGlite, a first
 * start is measured too: the server on an empty DATA_DIR (it unpacks the build's empty
 * cluster, migrates and seeds the demo) until it answers, its VmHWM then.
 *
 * Node's flags: the measured server and the load phase run with those of the checkout's
 * `npm start` (its package.json), so a flag there (a V8 heap setting) is measured as a
 * server would run it.
 *
 * BENCH_BASELINE=<git ref> measures that commit's PGlite server beside this one's instead of
 * PostgreSQL: the ref is checked out in a temporary worktree (baseline-checkout.ts), loads
 * its own copy of the corpus with its own load-corpus.ts, and its bench-server.ts is bundled
 * and served; the two builds alternate round by round like the engines, so a change is
 * measured against the code before it under the same load of the machine.
 *
 * The poem-page scenario asks for the HTML of /poem/:id, which only a built client serves:
 * bench-server.ts builds the app as main.ts does, so dist/client is served when it exists
 * (`npm run build:client`); without it the probe gets no page and the scenario is skipped.
 *
 * Why two phases per engine: generating and inserting the corpus costs far more memory than
 * serving it, so it runs first in its own process (load-corpus.ts, tsx), which exits. The
 * measured server is then a fresh process running an esbuild bundle of bench-server.ts
 * (production build, no tsx loader) on the same DATA_DIR / DATABASE_URL, which loads nothing
 * itself. Both servers stay up during the rounds; the one not being measured is idle.
 *
 * Traffic goes to loopback only, every step is bounded in time, and children run in their
 * own process groups, killed on success, failure, SIGINT/SIGTERM and exit.
 */
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChildProcess } from 'node:child_process';
import { build } from 'esbuild';
import { findBinary, freePort as freeClusterPort, startPostgres } from '../cluster/engines';
import { startFlags } from '../start-flags';
import { checkoutBaseline } from './baseline-checkout';
import type { Fixtures } from './fixtures';
import { freePort, measure, probe, type Scenario } from './load';
import {
  cpuSecondsOfGroups,
  killGroup,
  memoryOf,
  memoryOfProcessesNamed,
  sampleRss,
  spawnCorpusLoader,
  spawnGroup,
  stopGroup,
  waitExit,
  type ProcMemory,
} from './processes';
import { renderReport, type EngineReport, type RoundResult, type ScenarioRow } from './report';
import { createTempDatabase, type TempDatabase } from './temp-database';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const bundleOf = (root: string) => join(root, 'dist', 'bench', 'bench-server.js');
const BASELINE_REF = process.env.BENCH_BASELINE?.trim() || undefined;
const HOST = '127.0.0.1';
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const ONLY = process.env.BENCH_SCENARIOS?.split(',').map((s) => s.trim());
const POEMS = Number(process.env.BENCH_POEMS ?? 10_000);
const WARMUP_S = 2;
const LOAD_TIMEOUT_MS = 180_000;
const STARTUP_TIMEOUT_MS = 180_000;

interface BenchScenario extends Scenario {
  /** Short name for BENCH_SCENARIOS. */
  key: string;
  connections: number;
}

const rotate = (paths: string[]) => {
  let i = 0;
  return () => paths[i++ % paths.length]!;
};

/**
 * The public reads a reader's device and the site make, interleaved: pages of poems, the
 * poets and themes, the counters, a search, word statistics and single poems.
 */
function mixedReads(f: Fixtures): string[] {
  const q = encodeURIComponent;
  return [
    ...[0, 1, 2, 3, 4].map((page) => `/api/poems?page=${page}&size=20`),
    '/api/poets',
    '/api/themes',
    '/api/stats/summary',
    `/api/poems/search?q=${q(f.searchWord)}`,
    ...f.statisticsWords.map((w) => `/api/poems/statistics/word?word=${q(w)}`),
    ...f.poemIds.slice(0, 20).map((id) => `/api/poems/${id}`),
  ];
}

function scenarios(f: Fixtures): BenchScenario[] {
  const q = encodeURIComponent;
  const all: BenchScenario[] = [
    {
      key: 'baseline',
      name: 'baseline: GET /bench/noop (trivial route)',
      path: () => '/bench/noop',
      connections: 10,
    },
    {
      key: 'page',
      name: 'poem page: GET /api/poems?page=3&size=20',
      path: () => '/api/poems?page=3&size=20',
      connections: 10,
    },
    {
      key: 'poem',
      name: `one poem: GET /api/poems/:id (${f.poemIds.length} ids)`,
      path: rotate(f.poemIds.map((id) => `/api/poems/${id}`)),
      connections: 10,
    },
    {
      // The page a shared link opens, on the same poems, to set beside their JSON above. No
      // Accept-Encoding, as in every scenario here, so both go out uncompressed.
      key: 'poem-page',
      name: `one poem's HTML page: GET /poem/:id, Accept-Language fr (${f.poemIds.length} ids)`,
      path: rotate(f.poemIds.map((id) => `/poem/${id}`)),
      headers: { accept: 'text/html', 'accept-language': 'fr' },
      connections: 10,
    },
    {
      key: 'search',
      name: `search: GET /api/poems/search?q=${f.searchWord}`,
      path: () => `/api/poems/search?q=${q(f.searchWord)}`,
      connections: 10,
    },
    {
      key: 'statistics',
      name: `word statistics: first page of 20 (${f.statisticsWords.join(', ')})`,
      path: rotate(f.statisticsWords.map((w) => `/api/poems/statistics/word?word=${q(w)}`)),
      connections: 10,
    },
    {
      key: 'audio',
      name: 'audio Range: GET /api/audios/stream/:id bytes=1000-50999',
      path: () => `/api/audios/stream/${f.audioId ?? 'none'}`,
      headers: { range: 'bytes=1000-50999' },
      expectStatus: 206,
      connections: 10,
    },
    {
      key: 'mixed',
      name: `mixed public reads (${mixedReads(f).length} URLs in turn)`,
      path: rotate(mixedReads(f)),
      connections: 50,
    },
  ];
  return ONLY ? all.filter((s) => ONLY.includes(s.key)) : all;
}

/**
 * Bundles `root`'s bench-server.ts like `npm run build:server` bundles main.ts, and makes the
 * empty PGlite cluster a first start unpacks (src/server/db/pglite-template.ts) as that
 * script does, when `root`'s code has one (a baseline from before it runs initdb).
 */
async function buildBenchServer(root: string): Promise<void> {
  const templateScript = 'scripts/build-pglite-template.ts';
  if (existsSync(join(root, templateScript))) {
    const made = spawnSync(process.execPath, ['--import', 'tsx', templateScript], {
      cwd: root,
      stdio: ['ignore', process.stderr, 'inherit'],
    });
    if (made.status !== 0) throw new Error(`${templateScript} failed in ${root}`);
  }
  await build({
    absWorkingDir: root,
    entryPoints: ['scripts/bench/bench-server.ts'],
    outfile: bundleOf(root),
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

/** One engine under test: its database, its measured server, and what the load phase cost. */
interface Engine {
  /** 'PGlite', 'PostgreSQL', or 'PGlite <ref>' for a baseline build. */
  name: string;
  label: string;
  /** The checkout whose code it runs. */
  root: string;
  base: string;
  server: ChildProcess;
  /** Process groups whose CPU serves this engine's requests (the server, our PostgreSQL). */
  groups: number[];
  fixtures: Fixtures;
  startS: number;
  ready: ProcMemory;
  /** PGlite: a start on an empty DATA_DIR (seconds until it answers, its peak resident). */
  firstStart?: { seconds: number; peakKb: number };
  load: { seconds: number; peakKb: number; sampledPeakKb: number };
  /** Samples the server's resident size; restarted just before the first round. */
  serving: { sampler: ReturnType<typeof sampleRss> };
}

/** Everything started, to stop in reverse order whatever happens. */
const cleanups: (() => Promise<void>)[] = [];
const children: ChildProcess[] = [];

/**
 * The PostgreSQL server to measure: BENCH_DATABASE_URL's, else one of our own in a temporary
 * folder. Undefined (with one line saying why) when no PostgreSQL is at hand.
 */
async function postgresServer(): Promise<{ adminUrl: string; group?: number } | undefined> {
  if (process.env.BENCH_DATABASE_URL) return { adminUrl: process.env.BENCH_DATABASE_URL };
  if (!findBinary('initdb') || !findBinary('postgres')) {
    console.error(
      '[bench] no PostgreSQL binaries (apt-get install postgresql, or set BENCH_DATABASE_URL): measuring PGlite alone',
    );
    return undefined;
  }
  const folder = mkdtempSync(join(tmpdir(), 'taalif-bench-postgres-'));
  cleanups.push(async () => rmSync(folder, { recursive: true, force: true }));
  const port = await freeClusterPort();
  const server = await startPostgres(folder, port);
  children.push(server.process);
  cleanups.push(() => server.stop());
  // The postgres superuser (trust on loopback) may create the bench database.
  return { adminUrl: `postgres://postgres@${HOST}:${port}/postgres`, group: server.process.pid };
}

interface EngineOptions {
  /** The checkout whose code is measured: this one, or a baseline's worktree. */
  root?: string;
  database?: TempDatabase;
  databaseGroup?: number;
  /** Appended to the label (the baseline's ref). */
  build?: string;
}

/**
 * The server started as an operator's first `npm start` starts it: on an empty DATA_DIR
 * (no corpus), stopped once it answers. Its VmHWM is the first start's peak.
 */
async function measureFirstStart(
  root: string,
  env: NodeJS.ProcessEnv,
): Promise<{ seconds: number; peakKb: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'taalif-bench-first-'));
  try {
    const port = await freePort(HOST);
    const started = performance.now();
    const server = spawnGroup([...startFlags(root), bundleOf(root)], root, {
      ...env,
      DATA_DIR: dataDir,
      PORT: String(port),
    });
    children.push(server.process);
    try {
      await waitUntilReady(`http://${HOST}:${port}`, server.process);
      const seconds = (performance.now() - started) / 1000;
      return { seconds, peakKb: (await memoryOf(server.process.pid!)).hwmKb };
    } finally {
      await stopGroup(server.process);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function startEngine(name: string, options: EngineOptions = {}): Promise<Engine> {
  const { root = ROOT, database, databaseGroup } = options;
  const dataDir = mkdtempSync(join(tmpdir(), 'taalif-bench-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const pgliteVersion = (
    JSON.parse(
      readFileSync(join(ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
    ) as { version: string }
  ).version;
  const label =
    (database ? database.label : `PGlite ${pgliteVersion}`) +
    (options.build ? ` (${options.build})` : '');
  console.error(`[bench] ${name}: ${label}`);
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

  const firstStart = database ? undefined : await measureFirstStart(root, env);

  // Phase 1: the corpus, loaded by a process of its own.
  const loadStarted = performance.now();
  const loader = spawnCorpusLoader(root, env);
  children.push(loader.process);
  const loaderRss = sampleRss(loader.process.pid!);
  const code = await waitExit(loader.process, LOAD_TIMEOUT_MS);
  const sampledPeakKb = loaderRss.stop();
  if (code !== 0) throw new Error(`${name}: load phase failed (${code ?? 'timed out'})`);
  const loadLine = /^BENCH_LOAD (.*)$/m.exec(loader.stdout())?.[1];
  const load = {
    seconds: (performance.now() - loadStarted) / 1000,
    peakKb: (JSON.parse(loadLine ?? '{"peakKb":0}') as { peakKb: number }).peakKb,
    sampledPeakKb,
  };

  // Phase 2: a fresh server process, the production bundle, measured.
  const port = await freePort(HOST);
  const base = `http://${HOST}:${port}`;
  const started = performance.now();
  const server = spawnGroup([...startFlags(root), bundleOf(root)], root, {
    ...env,
    PORT: String(port),
  });
  children.push(server.process);
  cleanups.push(() => stopGroup(server.process));
  await waitUntilReady(base, server.process);
  const startS = (performance.now() - started) / 1000;
  const ready = await memoryOf(server.process.pid!);
  console.error(
    `[bench] ${name} server ready in ${startS.toFixed(1)} s, RSS ${(ready.rssKb / 1024).toFixed(0)} MB`,
  );
  const fixtures = (await (await fetch(`${base}/bench/fixtures`)).json()) as Fixtures;
  const groups = [server.process.pid!, ...(databaseGroup ? [databaseGroup] : [])];
  return {
    name,
    label,
    root,
    base,
    server: server.process,
    groups,
    fixtures,
    startS,
    ready,
    firstStart,
    load,
    serving: { sampler: sampleRss(server.process.pid!) },
  };
}

/** The server's JavaScript heap (V8's heapTotal), when its bench-server has /bench/memory. */
async function heapOf(engine: Engine): Promise<number | undefined> {
  const response = await fetch(`${engine.base}/bench/memory`).catch(() => undefined);
  if (!response?.ok) return undefined;
  return ((await response.json()) as { heapTotal: number }).heapTotal / 1024;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Every scenario, each engine in turn: one warm-up, then ROUNDS rounds in alternating order. */
async function runScenarios(engines: Engine[]): Promise<ScenarioRow[]> {
  const perEngine = engines.map((e) => scenarios(e.fixtures));
  // Serving's peak: from the first request on, start-up excluded.
  for (const engine of engines) {
    engine.serving.sampler.stop();
    engine.serving.sampler = sampleRss(engine.server.pid!);
  }
  const rows: ScenarioRow[] = [];
  for (const [index, first] of perEngine[0]!.entries()) {
    const mine = perEngine.map((list) => list[index]!);
    // Each server's resident peak while this scenario runs (its first requests included).
    const samplers = engines.map((engine) => sampleRss(engine.server.pid!));
    // Per engine: its rounds so far, or the status of a probe that failed (not loaded).
    const rounds: (RoundResult[] | number)[] = [];
    for (const [e, engine] of engines.entries()) {
      const scenario = mine[e]!;
      const status = await probe(engine.base, scenario);
      if (status !== (scenario.expectStatus ?? 200)) {
        console.error(`[bench] ${engine.name} ${scenario.name}: probe answered ${status}; skipped`);
        rounds[e] = status;
        continue;
      }
      await measure(engine.base, scenario, {
        durationS: WARMUP_S,
        connections: scenario.connections,
      });
      rounds[e] = [];
    }
    for (let round = 0; round < ROUNDS; round++) {
      const order = engines.map((_, e) => e);
      if (round % 2) order.reverse();
      for (const e of order) {
        const results = rounds[e];
        if (typeof results === 'number') continue;
        const engine = engines[e]!;
        const scenario = mine[e]!;
        console.error(
          `[bench] ${first.key} round ${round + 1}/${ROUNDS} ${engine.name}: ${DURATION_S} s, ${scenario.connections} connections`,
        );
        const cpuBefore = await cpuSecondsOfGroups(engine.groups);
        const result = await measure(engine.base, scenario, {
          durationS: DURATION_S,
          connections: scenario.connections,
        });
        const cpuS = (await cpuSecondsOfGroups(engine.groups)) - cpuBefore;
        results!.push({ ...result, cpuMsPerRequest: (cpuS * 1000) / (result.requests || 1) });
      }
    }
    rows.push({
      key: first.key,
      name: first.name,
      connections: first.connections,
      peakKb: samplers.map((sampler) => sampler.stop()),
      engines: rounds.map((r) =>
        typeof r === 'number'
          ? { skippedStatus: r }
          : {
              rounds: r,
              rps: median(r.map((x) => x.rps)),
              p50Ms: median(r.map((x) => x.p50Ms)),
              p99Ms: median(r.map((x) => x.p99Ms)),
              cpuMsPerRequest: median(r.map((x) => x.cpuMsPerRequest)),
              loadCpuMsPerRequest: median(r.map((x) => x.loadCpuMsPerRequest)),
              bytesPerRequest: median(r.map((x) => x.bytesPerRequest)),
              non2xx: r.reduce((n, x) => n + x.non2xx + x.errors, 0),
            },
      ),
    });
  }
  return rows;
}

async function main() {
  let cleaning: Promise<void> | undefined;
  const cleanup = () =>
    (cleaning ??= (async () => {
      for (const step of cleanups.reverse()) {
        await step().catch((err: unknown) => console.error('[bench] cleanup:', err));
      }
    })());
  // Last resort (synchronous): no child may outlive us.
  process.on('exit', () => children.forEach((c) => killGroup(c)));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void cleanup().finally(() => process.exit(130)));
  }

  try {
    await buildBenchServer(ROOT);
    const engines = [await startEngine('PGlite')];
    const postgres = BASELINE_REF ? undefined : await postgresServer();
    if (BASELINE_REF) {
      console.error(`[bench] BENCH_BASELINE=${BASELINE_REF}: PGlite of that commit, no PostgreSQL`);
      const baseline = checkoutBaseline(BASELINE_REF);
      cleanups.push(async () => baseline.remove());
      await buildBenchServer(baseline.root);
      engines.push(
        await startEngine(`PGlite ${BASELINE_REF}`, {
          root: baseline.root,
          build: `baseline ${BASELINE_REF}`,
        }),
      );
    }
    if (postgres) {
      const database = await createTempDatabase(postgres.adminUrl);
      cleanups.push(() => database.drop());
      engines.push(await startEngine('PostgreSQL', { database, databaseGroup: postgres.group }));
    }
    const pgBefore = postgres ? await memoryOfProcessesNamed('postgres') : undefined;

    const rows = await runScenarios(engines);

    const reports: EngineReport[] = [];
    for (const engine of engines) {
      reports.push({
        name: engine.name,
        label: engine.label,
        startS: engine.startS,
        firstStart: engine.firstStart,
        nodeFlags: startFlags(engine.root),
        load: engine.load,
        ready: engine.ready,
        after: await memoryOf(engine.server.pid!),
        servingPeakKb: engine.serving.sampler.stop(),
        heapKb: await heapOf(engine),
      });
    }
    const pgAfter = postgres ? await memoryOfProcessesNamed('postgres') : undefined;
    const report = renderReport({
      engines: reports,
      rows,
      postgres: pgBefore && pgAfter ? { before: pgBefore, after: pgAfter } : undefined,
      durationS: DURATION_S,
      warmupS: WARMUP_S,
      rounds: ROUNDS,
      poems: POEMS,
    });
    console.log(report);
    const out = join(ROOT, 'bench-results');
    await mkdir(out, { recursive: true });
    await writeFile(join(out, 'api.md'), report);
    console.error('[bench] written to bench-results/api.md');
  } finally {
    await cleanup();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
