/**
 * `npm run bench:lighthouse`: Lighthouse 12 (mobile preset, default simulated throttling)
 * in Debian's Chromium against the production server, on the home page, a poem page, a
 * recitation page and the poems and poets lists, three runs each (scores move by a few points between runs): prints the median performance and
 * accessibility scores, FCP, LCP, TBT and CLS. Goal: performance ≥ 95 and
 * LCP ≤ 1.8 s on `/`, a poem and an audio page and accessibility 100.
 * LH_RUNS changes the number of runs.
 *
 * LH_PAGES=home,poem,audio,poems,poets (any of them, comma-separated) measures those pages only.
 *
 * LH_LANGS=fr,ar (the default: French, and Arabic, whose typeface and right-to-left layout are
 * the page's other first paint) sets the interface language of each page (`?lng=`).
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
import { audioPath, CHROMIUM_ARGS, CHROMIUM_PATH, poemPath } from './browser-pages';

const RUNS = Number(process.env.LH_RUNS ?? 3);

/** The pages measured, in this order, and how to find each one's path on a server. */
const PATHS = {
  home: async () => '/',
  poem: poemPath,
  audio: audioPath,
  poems: async () => '/poems',
  poets: async () => '/poets',
} satisfies Record<string, (baseUrl: string) => Promise<string>>;
type Page = keyof typeof PATHS;
const PAGES = Object.keys(PATHS) as Page[];

function selectedPages(): Page[] {
  const wanted = process.env.LH_PAGES?.split(',').map((p) => p.trim());
  if (!wanted) return [...PAGES];
  // A misspelt name would otherwise measure nothing and print an empty table.
  const unknown = wanted.filter((p) => !(PAGES as string[]).includes(p));
  if (unknown.length)
    throw new Error(`LH_PAGES: unknown ${unknown.join(', ')} (${PAGES.join(', ')})`);
  return PAGES.filter((p) => wanted.includes(p));
}

const LANGS = (process.env.LH_LANGS ?? 'fr,ar').split(',').map((l) => l.trim());

interface Run {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
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
    fcpMs: report.audits['first-contentful-paint']!.numericValue,
    lcpMs: report.audits['largest-contentful-paint']!.numericValue,
    tbtMs: report.audits['total-blocking-time']!.numericValue,
    cls: report.audits['cumulative-layout-shift']!.numericValue,
  };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface Build {
  label: string;
  server: RunningServer;
  /** The measured pages' paths on this server: each seeds its own ids (poem, recitation). */
  paths: Partial<Record<Page, string>>;
  runs: Run[];
}

const row = (page: string, build: Build) => {
  const m = (key: keyof Run) => median(build.runs.map((r) => r[key]));
  return `| ${page} | ${build.label} | ${build.runs.length} | ${m('performance')} (${build.runs.map((r) => r.performance).join(', ')}) | ${m('accessibility')} | ${(m('fcpMs') / 1000).toFixed(2)} s | ${(m('lcpMs') / 1000).toFixed(2)} s | ${Math.round(m('tbtMs'))} ms | ${m('cls').toFixed(3)} |`;
};

async function main() {
  const pages = selectedPages();
  const baselineRef = process.env.LH_BASELINE;
  const baseline = baselineRef ? checkoutBaseline(baselineRef) : undefined;
  const builds: Build[] = [];
  // The reports stay for diagnosis (what blocks the main thread, which requests wait).
  const dir = join(process.cwd(), 'bench-results', 'lighthouse');
  mkdirSync(dir, { recursive: true });
  try {
    const start = async (label: string, root?: string): Promise<Build> => {
      const server = await startServer(root);
      // Listed before its paths are read, so that `finally` stops it if reading them fails.
      builds.push({ label, server, paths: {}, runs: [] });
      const build = builds.at(-1)!;
      // Only the pages measured: an older baseline may lack what another page needs.
      for (const page of pages) build.paths[page] = await PATHS[page](server.baseUrl);
      return build;
    };
    if (baseline) await start(`baseline ${baselineRef}`, baseline.root);
    await start('current');
    console.log('| page | build | runs | performance | accessibility | FCP | LCP | TBT | CLS |');
    console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|');
    for (const name of pages)
      for (const lang of LANGS) {
        for (const build of builds) build.runs = [];
        for (let i = 0; i < RUNS; i++)
          for (const [b, build] of builds.entries())
            build.runs.push(
              lighthouse(
                `${build.server.baseUrl}${build.paths[name]!}?lng=${lang}`,
                join(
                  dir,
                  `${name}-${lang}-${builds.length === 2 && b === 0 ? 'baseline-' : ''}${i}.json`,
                ),
              ),
            );
        for (const build of builds)
          console.log(row(`${name} ${lang} (${build.paths[name]})`, build));
        if (builds.length === 2) {
          const [before, after] = builds.map((b) => b.runs) as [Run[], Run[]];
          const delta = (key: keyof Run) =>
            median(after.map((r) => r[key])) - median(before.map((r) => r[key]));
          console.log(
            `| ${name} ${lang} | current − baseline | | ${delta('performance')} | ${delta('accessibility')} | ${Math.round(delta('fcpMs'))} ms | ${Math.round(delta('lcpMs'))} ms | ${Math.round(delta('tbtMs'))} ms | ${delta('cls').toFixed(3)} |`,
          );
        }
      }
  } finally {
    for (const build of builds) await build.server.stop();
    baseline?.remove();
  }
}

await main();
