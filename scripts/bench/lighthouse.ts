/**
 * `npm run bench:lighthouse`: Lighthouse 12 (mobile preset, default simulated throttling)
 * in Debian's Chromium against the production server, on the home page and on a poem
 * page, three runs each (scores move by a few points between runs): prints the median
 * performance and accessibility scores, LCP and TBT. Goal (issue 7): performance ≥ 90,
 * accessibility 100. LH_RUNS changes the number of runs.
 *
 * LH_PAGES=home or LH_PAGES=poem measures one page only.
 *
 * LH_BASELINE=<git ref> also builds that commit (in a temporary worktree) and serves it
 * beside the current code; runs alternate between the two, so both meet the same load on
 * this shared machine, and the table gives each one's medians and the difference.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startServer, type RunningServer } from '../../tests/e2e/support/server';
import { checkoutBaseline } from './baseline-checkout';
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

interface Build {
  label: string;
  server: RunningServer;
  /** The first poem of this server's anthology (each seeds its own ids). */
  poem: string;
  runs: Run[];
}

const row = (page: string, build: Build) => {
  const m = (key: keyof Run) => median(build.runs.map((r) => r[key]));
  return `| ${page} | ${build.label} | ${build.runs.length} | ${m('performance')} (${build.runs.map((r) => r.performance).join(', ')}) | ${m('accessibility')} | ${(m('lcpMs') / 1000).toFixed(2)} s | ${Math.round(m('tbtMs'))} ms |`;
};

async function main() {
  const baselineRef = process.env.LH_BASELINE;
  const baseline = baselineRef ? checkoutBaseline(baselineRef) : undefined;
  const builds: Build[] = [];
  // The reports stay for diagnosis (what blocks the main thread, which requests wait).
  const dir = join(process.cwd(), 'bench-results', 'lighthouse');
  mkdirSync(dir, { recursive: true });
  try {
    const start = async (label: string, root?: string): Promise<Build> => {
      const server = await startServer(root);
      return { label, server, poem: await poemPath(server.baseUrl), runs: [] };
    };
    if (baseline) builds.push(await start(`baseline ${baselineRef}`, baseline.root));
    builds.push(await start('current'));
    console.log('| page | build | runs | performance | accessibility | LCP | TBT |');
    console.log('|---|---|---:|---:|---:|---:|---:|');
    for (const [name, pathOf] of [
      ['home', () => '/'],
      ['poem', (build: Build) => build.poem],
    ] as const) {
      if (process.env.LH_PAGES && !process.env.LH_PAGES.split(',').includes(name)) continue;
      for (const build of builds) build.runs = [];
      for (let i = 0; i < RUNS; i++)
        for (const [b, build] of builds.entries())
          build.runs.push(
            lighthouse(
              build.server.baseUrl + pathOf(build),
              join(dir, `${name}-${builds.length === 2 && b === 0 ? 'baseline-' : ''}${i}.json`),
            ),
          );
      for (const build of builds) console.log(row(`${name} (${pathOf(build)})`, build));
      if (builds.length === 2) {
        const [before, after] = builds.map((b) => b.runs) as [Run[], Run[]];
        const delta = (key: keyof Run) =>
          median(after.map((r) => r[key])) - median(before.map((r) => r[key]));
        console.log(
          `| ${name} | current − baseline | | ${delta('performance')} | ${delta('accessibility')} | ${Math.round(delta('lcpMs'))} ms | ${Math.round(delta('tbtMs'))} ms |`,
        );
      }
    }
  } finally {
    for (const build of builds) await build.server.stop();
    baseline?.remove();
  }
}

await main();
