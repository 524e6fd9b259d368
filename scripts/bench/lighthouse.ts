/**
 * `npm run bench:lighthouse`: Lighthouse 12 (mobile preset, default simulated throttling)
 * in Debian's Chromium against the production server, on the home page and on a poem
 * page, three runs each (scores move by a few points between runs): prints the median
 * performance and accessibility scores, LCP and TBT. Goal (issue 7): performance ≥ 90,
 * accessibility 100. LH_RUNS changes the number of runs.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startServer } from '../../tests/e2e/support/server';
import { CHROMIUM_ARGS, CHROMIUM_PATH, poemPath } from './browser-pages';

const RUNS = Number(process.env.LH_RUNS ?? 3);

interface Run {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
}

/** One Lighthouse run; a run whose trace Chromium failed to record (NO_NAVSTART) is retried once. */
function lighthouse(url: string, out: string, attempt = 1): Run {
  const result = spawnSync(
    'npx',
    [
      'lighthouse',
      url,
      '--only-categories=performance,accessibility',
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
      `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (result.status !== 0) {
    if (attempt < 2) return lighthouse(url, out, attempt + 1);
    throw new Error(`lighthouse failed twice on ${url}`);
  }
  const report = JSON.parse(readFileSync(out, 'utf8')) as {
    categories: Record<string, { score: number }>;
    audits: Record<string, { numericValue: number }>;
  };
  return {
    performance: Math.round(report.categories.performance!.score * 100),
    accessibility: Math.round(report.categories.accessibility!.score * 100),
    lcpMs: report.audits['largest-contentful-paint']!.numericValue,
    tbtMs: report.audits['total-blocking-time']!.numericValue,
  };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const server = await startServer();
  // The reports stay for diagnosis (what blocks the main thread, which requests wait).
  const dir = join(process.cwd(), 'bench-results', 'lighthouse');
  mkdirSync(dir, { recursive: true });
  try {
    const pages = [
      ['home', '/'],
      ['poem', await poemPath(server.baseUrl)],
    ] as const;
    console.log('| page | runs | performance | accessibility | LCP | TBT |');
    console.log('|---|---:|---:|---:|---:|---:|');
    for (const [name, path] of pages) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++)
        runs.push(lighthouse(server.baseUrl + path, join(dir, `${name}-${i}.json`)));
      const m = (key: keyof Run) => median(runs.map((r) => r[key]));
      console.log(
        `| ${name} (${path}) | ${RUNS} | ${m('performance')} (${runs.map((r) => r.performance).join(', ')}) | ${m('accessibility')} | ${(m('lcpMs') / 1000).toFixed(2)} s | ${Math.round(m('tbtMs'))} ms |`,
      );
    }
  } finally {
    await server.stop();
  }
}

await main();
