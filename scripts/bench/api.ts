/**
 * `npm run bench:api`: load-tests the real API with 10,000 generated poems.
 *
 * Starts scripts/bench/bench-server.ts as a child process on 127.0.0.1 (free port, temp
 * DATA_DIR, demo seed), waits until the corpus is loaded, then runs autocannon against
 * each scenario (2 s warm-up, then BENCH_DURATION s, default 10, 10 connections) and
 * compares it with a trivial route of the same process. Prints a markdown table and
 * writes it to bench-results/api.md, with the child's peak memory (VmHWM) and VmRSS.
 *
 * Traffic goes to loopback only, every run is bounded in time, and the child is always
 * killed (finally + process 'exit'), so the benchmark stops by itself.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, measure, probe, type Measurement, type Scenario } from './load';
import { renderReport } from './report';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const HOST = '127.0.0.1';
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_S = 2;
const CONNECTIONS = 10;
const STARTUP_TIMEOUT_MS = 240_000;

interface Fixtures {
  poemIds: string[];
  audioId: string | null;
  searchWord: string;
  statisticsWords: string[];
}

function startServer(port: number, dataDir: string): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/bench-server.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST,
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      AUDIO_STORE: '',
      JWT_SECRET: randomBytes(36).toString('base64url'),
      ADMIN_PASSWORD: randomBytes(18).toString('base64url'),
    },
  });
  child.stdout?.on('data', (b: Buffer) => process.stderr.write(b));
  child.stderr?.on('data', (b: Buffer) => process.stderr.write(b));
  return child;
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
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`bench server not ready after ${STARTUP_TIMEOUT_MS / 1000} s`);
}

async function memoryOf(pid: number): Promise<{ hwmKb: number; rssKb: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) =>
    Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { hwmKb: kb('VmHWM'), rssKb: kb('VmRSS') };
}

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
      name: `word statistics: GET /api/poems/statistics/word (${f.statisticsWords.join(', ')})`,
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

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'taalif-bench-'));
  const port = await freePort(HOST);
  const base = `http://${HOST}:${port}`;
  const started = performance.now();
  const child = startServer(port, dataDir);
  const kill = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  process.on('exit', () => {
    kill();
    rmSync(dataDir, { recursive: true, force: true });
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));
  try {
    await waitUntilReady(base, child);
    const readyS = (performance.now() - started) / 1000;
    console.error(`[bench] server ready with the corpus after ${readyS.toFixed(1)} s`);
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
    const memory = await memoryOf(child.pid!);
    const report = renderReport({
      results,
      memory,
      readyS,
      durationS: DURATION_S,
      connections: CONNECTIONS,
      poems: Number(process.env.BENCH_POEMS ?? 10_000),
    });
    console.log(report);
    await mkdir(join(ROOT, 'bench-results'), { recursive: true });
    await writeFile(join(ROOT, 'bench-results', 'api.md'), report);
    console.error('[bench] written to bench-results/api.md');
  } finally {
    child.kill('SIGTERM');
    await Promise.race([
      new Promise((r) => child.once('exit', r)),
      new Promise((r) => setTimeout(r, 5000)),
    ]);
    kill();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
