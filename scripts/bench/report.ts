/** Renders the API benchmark's results as a markdown report (stdout and bench-results/api.md). */
import { cpus } from 'node:os';
import type { Measurement } from './load';

export interface ReportInput {
  results: Measurement[];
  memory: { hwmKb: number; rssKb: number };
  readyS: number;
  durationS: number;
  connections: number;
  poems: number;
}

const fixed = (n: number | undefined, digits: number) =>
  n === undefined ? '—' : n.toFixed(digits);
/** `a / b` with two significant digits (0.0021×, 0.35×, 41×); — when either side is missing. */
const ratio = (a: number | undefined, b: number | undefined) => {
  if (a === undefined || b === undefined || b === 0) return '—';
  const r = a / b;
  return `${r >= 10 ? r.toFixed(0) : r.toPrecision(2)}×`;
};
const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;

/** Returns the markdown report: one row per scenario, ratios against the first (baseline) row. */
export function renderReport(input: ReportInput): string {
  const [baseline] = input.results;
  const rows = input.results.map((m) => {
    const skipped = m.rps === undefined;
    const note = skipped
      ? `skipped: probe answered ${m.status || 'no connection'}`
      : String(m.requests);
    return `| ${m.scenario.name} | ${fixed(m.rps, 0)} | ${fixed(m.p50Ms, 1)} | ${fixed(m.p99Ms, 1)} | ${
      skipped ? '—' : m.non2xx
    } | ${ratio(m.rps, baseline?.rps)} | ${ratio(m.p99Ms, baseline?.p99Ms)} | ${note} |`;
  });
  return [
    `# API benchmark (${new Date().toISOString().slice(0, 10)})`,
    '',
    `${input.poems.toLocaleString('en')} generated poems + the demo anthology, PGlite, one Node ${process.version} process ` +
      `(run with tsx), ${cpus().length} cores. autocannon on 127.0.0.1: ${input.connections} connections, ` +
      `${input.durationS} s per scenario after a 2 s warm-up. Server ready (migrate, seed, load) in ${input.readyS.toFixed(1)} s.`,
    '',
    '| scenario | req/s | p50 ms | p99 ms | non-2xx | rps / baseline | p99 / baseline | requests |',
    '|---|---:|---:|---:|---:|---:|---:|---|',
    ...rows,
    '',
    `Server memory after the runs: peak resident (VmHWM) ${mb(input.memory.hwmKb)}, resident now (VmRSS) ${mb(
      input.memory.rssKb,
    )}.`,
    '',
  ].join('\n');
}
