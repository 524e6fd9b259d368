/// <reference lib="dom" />
/**
 * `npm run bench:weight`: how much JavaScript the home page and a poem page need before
 * their first render, in Debian's Chromium against the real production server.
 *
 * "Before first render" = every script whose request started before the page's first
 * <h1> was put in the document (an init script records that moment with a
 * MutationObserver). Each script's gzip size is computed here (gzip -9 of the bytes
 * served), so the figure does not depend on whether the server compresses; the bytes
 * actually transferred are printed beside it to show the effect of precompression.
 * The budget is 200 KB (200,000 bytes) of gzip per page (issue 7).
 *
 * WEIGHT_BASELINE=<git ref> also builds that commit in a temporary worktree, serves it
 * beside the current code and measures both, alternating page by page, so the table shows
 * each build's figures and the difference.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startServer, type RunningServer } from '../../tests/e2e/support/server';
import { checkoutBaseline } from './baseline-checkout';
import { CHROMIUM_ARGS, CHROMIUM_PATH, poemPath } from './browser-pages';

const BUDGET_BYTES = 200_000;

interface PageWeight {
  path: string;
  scripts: { url: string; gzip: number; transferred: number }[];
  gzipTotal: number;
  transferredTotal: number;
}

async function measure(baseUrl: string, path: string): Promise<PageWeight> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    // A French phone: French is the app's default language, bundled with the entry.
    const context = await browser.newContext({
      viewport: { width: 360, height: 780 },
      locale: 'fr-FR',
    });
    // Record when the first heading appears: the first meaningful render.
    await context.addInitScript(() => {
      const w = window as unknown as { __firstRenderAt?: number };
      new MutationObserver((_records, observer) => {
        if (document.querySelector('h1')) {
          w.__firstRenderAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    const bodies = new Map<string, Buffer>();
    page.on('response', async (response) => {
      const url = response.url();
      if (!url.endsWith('.js')) return;
      bodies.set(url, await response.body().catch(() => Buffer.alloc(0)));
    });
    await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
    await page.locator('h1').first().waitFor({ timeout: 20_000 });
    const entries = await page.evaluate(() => {
      const at = (window as unknown as { __firstRenderAt?: number }).__firstRenderAt ?? Infinity;
      return performance
        .getEntriesByType('resource')
        .filter((e) => e.name.endsWith('.js') && e.startTime <= at)
        .map((e) => ({ url: e.name, transferred: (e as PerformanceResourceTiming).transferSize }));
    });
    const scripts = entries.map(({ url, transferred }) => ({
      url: new URL(url).pathname,
      gzip: gzipSync(bodies.get(url) ?? Buffer.alloc(0), { level: 9 }).length,
      transferred,
    }));
    await context.close();
    return {
      path,
      scripts,
      gzipTotal: scripts.reduce((sum, s) => sum + s.gzip, 0),
      transferredTotal: scripts.reduce((sum, s) => sum + s.transferred, 0),
    };
  } finally {
    await browser.close();
  }
}

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
