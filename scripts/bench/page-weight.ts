/// <reference lib="dom" />
/**
 * `npm run bench:weight`: how much JavaScript the home page and a poem page need before
 * their first render, in Debian's Chromium against the real production server.
 *
 * "Before first render" and the sizes are first-load-weight.ts's (gzip -9 of the bytes
 * served, so the figure does not depend on whether the server compresses; the bytes
 * actually transferred beside it). The budget is 200 KB of gzip per page.
 *
 * WEIGHT_BASELINE=<git ref> also builds that commit in a temporary worktree, serves it
 * beside the current code and measures both, alternating page by page, so the table shows
 * each build's figures and the difference.
 */
import { startServer, type RunningServer } from '../../tests/e2e/support/server';
import { checkoutBaseline } from './baseline-checkout';
import { poemPath } from './browser-pages';
import { BUDGET_BYTES, measure, type PageWeight } from './first-load-weight';

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

interface Build {
  label: string;
  server: RunningServer;
  results: PageWeight[];
}

async function main() {
  const baselineRef = process.env.WEIGHT_BASELINE;
  const baseline = baselineRef ? checkoutBaseline(baselineRef) : undefined;
  const builds: Build[] = [];
  try {
    if (baseline)
      builds.push({
        label: `baseline ${baselineRef}`,
        server: await startServer(baseline.root),
        results: [],
      });
    builds.push({ label: 'current', server: await startServer(), results: [] });
    // Each server seeds its own ids, so each is asked for its own poem page.
    const pages = await Promise.all(
      builds.map(async (b) => ['/', await poemPath(b.server.baseUrl)] as const),
    );
    for (let p = 0; p < 2; p++)
      for (const [i, build] of builds.entries())
        build.results.push(await measure(build.server.baseUrl, pages[i]![p]!));
    for (const build of builds)
      for (const r of build.results) {
        console.log(`\n${build.label}: ${r.path}`);
        for (const s of r.scripts)
          console.log(`  ${s.url.padEnd(48)} gzip ${kb(s.gzip).padStart(9)}`);
      }
    console.log(
      '\n| page | build | scripts | gzip JS before first render | transferred | budget |',
    );
    console.log('|---|---|---:|---:|---:|---|');
    for (let p = 0; p < 2; p++)
      for (const build of builds) {
        const r = build.results[p]!;
        console.log(
          `| ${p === 0 ? 'home' : 'poem'} (${r.path}) | ${build.label} | ${r.scripts.length} | ${kb(r.gzipTotal)} | ${kb(r.transferredTotal)} | ${
            r.gzipTotal <= BUDGET_BYTES ? 'ok' : 'OVER'
          } (${kb(BUDGET_BYTES)}) |`,
        );
      }
    if (builds.length === 2)
      for (let p = 0; p < 2; p++) {
        const [before, after] = builds.map((b) => b.results[p]!) as [PageWeight, PageWeight];
        console.log(
          `| ${p === 0 ? 'home' : 'poem'} | current − baseline | ${after.scripts.length - before.scripts.length} | ${kb(after.gzipTotal - before.gzipTotal)} | ${kb(after.transferredTotal - before.transferredTotal)} | |`,
        );
      }
    const current = builds.at(-1)!;
    if (current.results.some((r) => r.gzipTotal > BUDGET_BYTES)) process.exitCode = 1;
  } finally {
    for (const build of builds) await build.server.stop();
    baseline?.remove();
  }
}

await main();
