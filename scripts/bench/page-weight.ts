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
 */
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startServer } from '../../tests/e2e/support/server';
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

async function main() {
  const server = await startServer();
  try {
    const paths = ['/', await poemPath(server.baseUrl)];
    const results: PageWeight[] = [];
    for (const path of paths) results.push(await measure(server.baseUrl, path));
    for (const r of results) {
      console.log(`\n${r.path}`);
      for (const s of r.scripts)
        console.log(`  ${s.url.padEnd(48)} gzip ${kb(s.gzip).padStart(9)}`);
    }
    console.log('\n| page | scripts | gzip JS before first render | transferred | budget |');
    console.log('|---|---:|---:|---:|---|');
    for (const r of results)
      console.log(
        `| ${r.path} | ${r.scripts.length} | ${kb(r.gzipTotal)} | ${kb(r.transferredTotal)} | ${
          r.gzipTotal <= BUDGET_BYTES ? 'ok' : 'OVER'
        } (${kb(BUDGET_BYTES)}) |`,
      );
    if (results.some((r) => r.gzipTotal > BUDGET_BYTES)) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

await main();
