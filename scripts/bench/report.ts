/**
 * Renders the API benchmark's results as one markdown report (stdout and bench-results/):
 * one table with every engine side by side (medians of the rounds) and, with two engines, the
 * ratio of the first (PGlite) to the second (PostgreSQL); then each round's throughput, so the
 * noise of the machine shows.
 */
import { cpus, loadavg } from 'node:os';
import type { LoadResult } from './load';
import type { GroupMemory, ProcMemory } from './processes';

export interface EngineReport {
  name: string;
  /** "PGlite 0.5.16" or "PostgreSQL 15.18". */
  label: string;
  /** The measured server: seconds to answer, memory right after that and after all rounds. */
  startS: number;
  /** PGlite: a start on an empty DATA_DIR, until it answers (seconds, VmHWM). */
  firstStart?: { seconds: number; peakKb: number };
  /** The flags Node ran the server with (the checkout's `npm start`). */
  nodeFlags: string[];
  ready: ProcMemory;
  after: ProcMemory;
  /** The highest resident size sampled during the rounds (start-up excluded). */
  servingPeakKb: number;
  /** V8's heap after the rounds (undefined for a baseline without /bench/memory). */
  heapKb?: number;
  /** The load phase (its own process, not the server): its VmHWM, and the sampled peak. */
  load: { seconds: number; peakKb: number; sampledPeakKb: number };
}

/** One round of one engine: autocannon's figures and the CPU its processes used per request. */
export interface RoundResult extends LoadResult {
  cpuMsPerRequest: number;
}

/** One engine's medians over its rounds, or the status of a probe that failed. */
export type EngineResult =
  | { skippedStatus: number }
  | {
      rounds: RoundResult[];
      rps: number;
      p50Ms: number;
      p99Ms: number;
      cpuMsPerRequest: number;
      loadCpuMsPerRequest: number;
      bytesPerRequest: number;
      non2xx: number;
    };

export interface ScenarioRow {
  /** The scenario's BENCH_SCENARIOS key. */
  key: string;
  name: string;
  connections: number;
  /** In the order of ReportInput.engines. */
  engines: EngineResult[];
  /** Each engine's resident peak (sampled) while the scenario ran, warm-up included. */
  peakKb: number[];
}

export interface ReportInput {
  engines: EngineReport[];
  rows: ScenarioRow[];
  /** With PostgreSQL: every `postgres` process on the machine. */
  postgres?: { before: GroupMemory; after: GroupMemory };
  durationS: number;
  warmupS: number;
  rounds: number;
  poems: number;
}

const int = (n: number) => Math.round(n).toLocaleString('en');
const ms = (n: number) => (n < 10 ? n.toFixed(1) : n.toFixed(0));
/** `a / b` with two significant digits (0.071×, 0.5×, 1.2×). */
const ratio = (a: number, b: number) => (b === 0 ? '—' : `${(a / b).toPrecision(2)}×`);
const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;

function cells(result: EngineResult): string[] {
  if ('skippedStatus' in result) {
    return [`skipped (probe ${result.skippedStatus || 'no connection'})`, '—', '—', '—'];
  }
  const errors = result.non2xx ? ` (${result.non2xx} non-2xx)` : '';
  return [
    `${int(result.rps)}${errors}`,
    ms(result.p50Ms),
    ms(result.p99Ms),
    result.cpuMsPerRequest.toFixed(2),
  ];
}

/** Each engine's memory: loading, start, serving (sampled), whole-life peak, V8's heap. */
function memoryTable(engines: EngineReport[]): string[] {
  return [
    '| server | first start: peak | load: peak (sampled / VmHWM) | ready: RSS | serving: peak RSS (sampled) | VmHWM | V8 heap after |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...engines.map(
      (e) =>
        `| ${e.label} | ${e.firstStart ? mb(e.firstStart.peakKb) : '—'} | ` +
        `${mb(e.load.sampledPeakKb)} / ${mb(e.load.peakKb)} | ${mb(e.ready.rssKb)} | ` +
        `${mb(e.servingPeakKb)} | ${mb(e.after.hwmKb)} | ${e.heapKb === undefined ? '—' : mb(e.heapKb)} |`,
    ),
  ];
}

/**
 * Each server's resident peak while each scenario ran, in the order they ran: which one
 * raised the serving peak (a process's resident size rarely goes back down).
 */
function peakByScenario(engines: EngineReport[], rows: ScenarioRow[]): string[] {
  return [
    'Resident peak while each scenario ran (sampled every 50 ms, warm-up included, in the order they ran):',
    '',
    `| scenario | ${engines.map((e) => e.name).join(' | ')} |`,
    `| --- | ${engines.map(() => '---:').join(' | ')} |`,
    ...rows.map((row) => `| ${row.key} | ${row.peakKb.map(mb).join(' | ')} |`),
    '',
  ];
}

/**
 * A 50 KB audio Range answer beside one JSON poem, per engine: what a player's request costs
 * next to the API's cheapest read (throughput, and CPU per request, the steadier figure),
 * with the bytes of each answer and the CPU autocannon spent on it: for answers this large
 * the load generator tops out at one core first, and then the requests a second are its own.
 */
function rangeBesidePoem(engines: EngineReport[], rows: ScenarioRow[]): string[] {
  const audio = rows.find((r) => r.key === 'audio');
  const poem = rows.find((r) => r.key === 'poem');
  if (!audio || !poem) return [];
  const lines = engines.flatMap((e, i) => {
    const a = audio.engines[i];
    const p = poem.engines[i];
    if (!a || !p || !('rps' in a) || !('rps' in p)) return [];
    const ms = (x: number) => x.toFixed(2);
    const kb = (x: number) => (x / 1024).toFixed(1);
    // Of one core: the CPU autocannon used per second of the Range rounds.
    const loadBusy = `${Math.round(a.loadCpuMsPerRequest * a.rps * 0.1)} %`;
    return [
      `| ${e.label} | ${int(a.rps)} | ${int(p.rps)} | ${ratio(a.rps, p.rps)} | ` +
        `${ms(a.cpuMsPerRequest)} | ${ms(p.cpuMsPerRequest)} | ${ratio(a.cpuMsPerRequest, p.cpuMsPerRequest)} | ` +
        `${kb(a.bytesPerRequest)} / ${kb(p.bytesPerRequest)} | ` +
        `${ms(a.loadCpuMsPerRequest)} / ${ms(p.loadCpuMsPerRequest)} | ${loadBusy} |`,
    ];
  });
  if (!lines.length) return [];
  return [
    'A 50 KB audio Range answer beside one JSON poem (medians; load generator: the CPU autocannon used per answer, and per second of the Range rounds, of one core):',
    '',
    '| server | Range req/s | poem req/s | Range / poem | Range CPU ms/req | poem CPU ms/req | Range / poem | KB per answer, Range / poem | load generator CPU ms/req, Range / poem | load generator busy (Range) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...lines,
    '',
  ];
}

export function renderReport(input: ReportInput): string {
  const { engines, rows } = input;
  const pair = engines.length === 2;
  const header = [
    'scenario',
    'conn.',
    ...engines.flatMap((e) => [`${e.name} req/s`, 'p50 ms', 'p99 ms', 'CPU ms/req']),
    ...(pair ? [`${engines[0]!.name} / ${engines[1]!.name} req/s`] : []),
  ];
  const align = ['---', '---:', ...header.slice(2).map(() => '---:')];
  const body = rows.map((row) => {
    const [a, b] = row.engines;
    const both = pair && a && b && 'rps' in a && 'rps' in b;
    return [
      row.name,
      String(row.connections),
      ...row.engines.flatMap(cells),
      ...(pair ? [both ? ratio(a.rps, b.rps) : '—'] : []),
    ];
  });
  const line = (cols: string[]) => `| ${cols.join(' | ')} |`;
  const roundLines = rows.flatMap((row) =>
    row.engines.flatMap((result, e) =>
      'rounds' in result
        ? [
            `- ${row.name}, ${engines[e]!.name}: ${result.rounds
              .map((r) => `${int(r.rps)} req/s (p99 ${ms(r.p99Ms)} ms)`)
              .join(', ')}`,
          ]
        : [],
    ),
  );
  const pgLine = (g: GroupMemory) =>
    `${g.processes} processes, Σ VmRSS ${mb(g.rssKb)} (Σ RssAnon ${mb(g.anonKb)})`;
  const [load1, load5] = loadavg();
  return [
    `# API benchmark: ${engines.map((e) => e.label).join(' vs ')} (${new Date().toISOString().slice(0, 10)})`,
    '',
    `${input.poems.toLocaleString('en')} generated poems + the demo anthology in each database. ` +
      `Servers: the esbuild production bundle, one Node ${process.version} process per engine, ` +
      `${cpus().length} cores (load average at the end ${load1!.toFixed(1)}, ${load5!.toFixed(1)} ` +
      `over 5 min). autocannon on 127.0.0.1: after a ${input.warmupS} s warm-up, ` +
      `${input.rounds} round(s) of ${input.durationS} s per scenario and engine, the engines ` +
      `alternating; each figure is the median of the rounds. CPU ms/req: the CPU time the ` +
      `engine's processes used per request (the Node server, which holds PGlite, plus the ` +
      `backends of a PostgreSQL server this run started), less disturbed than req/s by other ` +
      `work on a shared machine.`,
    '',
    line(header),
    line(align),
    ...body.map(line),
    '',
    'Each round (req/s, p99):',
    '',
    ...roundLines,
    '',
    ...rangeBesidePoem(engines, rows),
    `Memory (resident; the load phase is a process of its own, the server's peak while ` +
      `serving is sampled every 50 ms from the first round on, VmHWM is its peak since it ` +
      `started):`,
    '',
    ...memoryTable(engines),
    '',
    ...peakByScenario(engines, rows),
    ...engines.map(
      (e) =>
        `${e.label}: node ${e.nodeFlags.join(' ')}; ` +
        (e.firstStart
          ? `a first start on an empty DATA_DIR answered after ${e.firstStart.seconds.toFixed(1)} s; `
          : '') +
        `the corpus loaded in ${e.load.seconds.toFixed(1)} s; the server answered ` +
        `${e.startS.toFixed(1)} s after it started.`,
    ),
    ...(input.postgres
      ? [
          '',
          `PostgreSQL backends (all \`postgres\` processes on the machine; Σ VmRSS counts shared ` +
            `buffers once per process): before the rounds ${pgLine(input.postgres.before)}; ` +
            `after ${pgLine(input.postgres.after)}.`,
        ]
      : []),
    '',
  ].join('\n');
}
