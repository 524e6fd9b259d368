/// <reference lib="dom" />
/**
 * A reader's first load, as `npm run bench:weight` and `npm run bench:admin` measure it: in
 * Debian's Chromium, a French phone, every script whose request started before the client
 * put the page's first <h1> in the document (an init script records that moment with a
 * MutationObserver; the server's first screen, `.fs-app`, has its own <h1> before any script
 * runs, which is not the client's render), each one's gzip -9 size computed here and the bytes actually
 * transferred beside it. The budget is 200 KB (200,000 bytes) of gzip per page.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser-pages';

export const BUDGET_BYTES = 200_000;

interface Script {
  url: string;
  gzip: number;
  transferred: number;
}

export interface PageWeight {
  path: string;
  scripts: Script[];
  gzipTotal: number;
  transferredTotal: number;
  /**
   * With `untilQuiet`: the scripts the page fetched after its first render, until no script
   * was asked for during QUIET_MS (the deferred work: the sync engine, widgets' code), for a
   * visitor who touches nothing.
   */
  later?: Script[];
}

/** How long no new script must be asked for before the page counts as done loading. */
const QUIET_MS = 4_000;
const POLL_MS = 250;
const MOST_WAIT_MS = 60_000;

/** The scripts `path` needs before its first render (and with `untilQuiet`, those after it). */
export async function measure(
  baseUrl: string,
  path: string,
  { untilQuiet = false } = {},
): Promise<PageWeight> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    // A French phone: French is the app's default language, bundled with the entry.
    const context = await browser.newContext({
      viewport: { width: 360, height: 780 },
      locale: 'fr-FR',
    });
    // Record when the client's first heading appears: its first meaningful render.
    await context.addInitScript(() => {
      const w = window as unknown as { __firstRenderAt?: number };
      new MutationObserver((_records, observer) => {
        if (Array.from(document.querySelectorAll('h1')).some((h1) => !h1.closest('.fs-app'))) {
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
    await page.waitForFunction(
      () => Array.from(document.querySelectorAll('h1')).some((h1) => !h1.closest('.fs-app')),
      undefined,
      { timeout: 20_000 },
    );
    const scriptEntries = () =>
      page.evaluate(() => {
        const at = (window as unknown as { __firstRenderAt?: number }).__firstRenderAt ?? Infinity;
        return performance
          .getEntriesByType('resource')
          .filter((e) => e.name.endsWith('.js'))
          .map((e) => ({
            url: e.name,
            before: e.startTime <= at,
            transferred: (e as PerformanceResourceTiming).transferSize,
          }));
      });
    let entries = await scriptEntries();
    if (untilQuiet) {
      const deadline = Date.now() + MOST_WAIT_MS;
      let quietSince = Date.now();
      while (Date.now() - quietSince < QUIET_MS && Date.now() < deadline) {
        await page.waitForTimeout(POLL_MS);
        const now = await scriptEntries();
        if (now.length !== entries.length) quietSince = Date.now();
        entries = now;
      }
      // The last responses' bodies are read by their listeners.
      await page.waitForLoadState('networkidle');
    }
    const script = ({ url, transferred }: { url: string; transferred: number }): Script => ({
      url: new URL(url).pathname,
      gzip: gzipSync(bodies.get(url) ?? Buffer.alloc(0), { level: 9 }).length,
      transferred,
    });
    const scripts = entries.filter((e) => e.before).map(script);
    await context.close();
    return {
      path,
      scripts,
      gzipTotal: scripts.reduce((sum, s) => sum + s.gzip, 0),
      transferredTotal: scripts.reduce((sum, s) => sum + s.transferred, 0),
      ...(untilQuiet && { later: entries.filter((e) => !e.before).map(script) }),
    };
  } finally {
    await browser.close();
  }
}
