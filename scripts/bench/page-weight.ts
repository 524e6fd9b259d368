/// <reference lib="dom" />
/**
 * `npm run bench:weight`: how much JavaScript the home page, a poem page and the poems list need before
 * their first render, in Debian's Chromium against the real production server.
 *
 * "Before first render" and the sizes are first-load-weight.ts's (gzip -9 of the bytes
 * served, so the figure does not depend on whether the server compresses; the bytes
 * actually transferred beside it). The budget is 200 KB of gzip per page.
 *
 * WEIGHT_BASELINE=<git ref> also builds that commit in a temporary worktree, serves it
 * beside the current code and measures both, alternating page by page, so the table shows
 * each build's figures and the difference.
 *
 * A second table says what the reader's own library (favourites, collections, notes, places,
 * the sleep timer, the queue) costs a visitor who uses none of it: its share of the scripts
 * loaded before the first render, and of all those the page loads until it is quiet, found
 * file by file in the scripts' source maps (library-bytes.ts). The promise is at most 10 KB
 * of gzip.
 */
import { startServer, type RunningServer } from '../../tests/e2e/support/server';
import { checkoutBaseline } from './baseline-checkout';
import { poemPath } from './browser-pages';
import { BUDGET_BYTES, measure, type PageWeight } from './first-load-weight';
import { LIBRARY_BUDGET_BYTES, libraryBytes, type LibraryBytes } from './library-bytes';

/** The pages measured, in this order. */
const PAGE_NAMES = ['home', 'poem', 'poems list'] as const;
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

interface Build {
  label: string;
  server: RunningServer;
  results: PageWeight[];
  library: { beforeRender: LibraryBytes; untilQuiet: LibraryBytes }[];
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
        library: [],
      });
    builds.push({ label: 'current', server: await startServer(), results: [], library: [] });
    // Each server seeds its own ids, so each is asked for its own poem page.
    const pages = await Promise.all(
      builds.map(async (b) => ['/', await poemPath(b.server.baseUrl), '/poems'] as const),
    );
    for (let p = 0; p < PAGE_NAMES.length; p++)
      for (const [i, build] of builds.entries()) {
        const result = await measure(build.server.baseUrl, pages[i]![p]!, { untilQuiet: true });
        const before = result.scripts.map((s) => s.url);
        const all = [...before, ...(result.later ?? []).map((s) => s.url)];
        build.results.push(result);
        build.library.push({
          beforeRender: await libraryBytes(build.server.baseUrl, before),
          untilQuiet: await libraryBytes(build.server.baseUrl, all),
        });
      }
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
    for (let p = 0; p < PAGE_NAMES.length; p++)
      for (const build of builds) {
        const r = build.results[p]!;
        console.log(
          `| ${PAGE_NAMES[p]} (${r.path}) | ${build.label} | ${r.scripts.length} | ${kb(r.gzipTotal)} | ${kb(r.transferredTotal)} | ${
            r.gzipTotal <= BUDGET_BYTES ? 'ok' : 'OVER'
          } (${kb(BUDGET_BYTES)}) |`,
        );
      }
    if (builds.length === 2)
      for (let p = 0; p < PAGE_NAMES.length; p++) {
        const [before, after] = builds.map((b) => b.results[p]!) as [PageWeight, PageWeight];
        console.log(
          `| ${PAGE_NAMES[p]} | current − baseline | ${after.scripts.length - before.scripts.length} | ${kb(after.gzipTotal - before.gzipTotal)} | ${kb(after.transferredTotal - before.transferredTotal)} | |`,
        );
      }
    printLibraryTable(builds);
    const current = builds.at(-1)!;
    if (current.results.some((r) => r.gzipTotal > BUDGET_BYTES)) process.exitCode = 1;
    if (current.library.some((l) => l.untilQuiet.gzip > LIBRARY_BUDGET_BYTES)) process.exitCode = 1;
  } finally {
    for (const build of builds) await build.server.stop();
    baseline?.remove();
  }
}

/** The library's share of each page, for a visitor who touches none of it. */
function printLibraryTable(builds: Build[]) {
  for (const build of builds)
    for (const [p, library] of build.library.entries()) {
      console.log(`\n${build.label}: library code in ${build.results[p]!.path} until quiet`);
      for (const { source, raw } of library.untilQuiet.sources)
        console.log(`  ${source.replace(/^(\.\.\/)+/, '').padEnd(64)} ${kb(raw).padStart(9)}`);
    }
  console.log(
    '\n| page | build | library code before first render: raw / gzip | library code until the page is quiet: raw / gzip | budget |',
  );
  console.log('|---|---|---:|---:|---|');
  for (let p = 0; p < PAGE_NAMES.length; p++)
    for (const build of builds) {
      const { beforeRender, untilQuiet } = build.library[p]!;
      console.log(
        `| ${PAGE_NAMES[p]} | ${build.label} | ${kb(beforeRender.raw)} / ${kb(beforeRender.gzip)} | ${kb(untilQuiet.raw)} / ${kb(untilQuiet.gzip)} | ${
          untilQuiet.gzip <= LIBRARY_BUDGET_BYTES ? 'ok' : 'OVER'
        } (${kb(LIBRARY_BUDGET_BYTES)}) |`,
      );
    }
}

await main();
