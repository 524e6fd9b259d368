/**
 * An Arabic page holds still while it loads, as Lighthouse loads it on a phone: a poem and a
 * recording in Arabic (`?lng=ar`) at 360 and 412 px, the processor slowed four times (CDP's CPU
 * throttling, Lighthouse's mobile preset) and the typefaces held back until after the first
 * paint (a first visit's network). The server's first screen is right to left; the client
 * once set <html dir> from the reader's settings before it knew the language (ltr), then back to
 * rtl when the Arabic translations arrived: the whole page swapped sides twice (CLS 0.70 on a
 * poem, 0.63 on a recording in Lighthouse). The page's direction must stay rtl from the first
 * paint on, and the CLS within 0.05.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

const CLS_BUDGET = 0.05;
/** Lighthouse's mobile preset slows the processor four times. */
const CPU_SLOWDOWN = 4;
/** How long the typefaces are held back, to arrive after the first paint. */
const FONT_HOLD_MS = 1_000;

interface LoadingWatch {
  shifts: { value: number; hadRecentInput: boolean; sources: string[] }[];
  /** Every value <html dir> took after the server's HTML, in order. */
  directions: string[];
}

/** Runs in the page before its scripts: records layout shifts and <html dir> changes. */
function watchLoading() {
  const watch: LoadingWatch = { shifts: [], directions: [] };
  (window as unknown as { __loading: LoadingWatch }).__loading = watch;
  interface LayoutShift extends PerformanceEntry {
    value: number;
    hadRecentInput: boolean;
    sources?: { node?: Node | null }[];
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as LayoutShift[])
      watch.shifts.push({
        value: entry.value,
        hadRecentInput: entry.hadRecentInput,
        sources: (entry.sources ?? []).map((s) =>
          s.node instanceof Element ? `${s.node.tagName}.${s.node.className}` : String(s.node),
        ),
      });
  }).observe({ type: 'layout-shift', buffered: true });
  // The document exists before <html> does: watched from the document, <html> only.
  new MutationObserver((records) => {
    for (const record of records)
      if (record.target === document.documentElement)
        watch.directions.push(document.documentElement.dir);
  }).observe(document, { attributes: true, attributeFilter: ['dir'], subtree: true });
}

async function firstId(path: string): Promise<string> {
  const response = await fetch(`${baseUrl}${path}`);
  const page = (await response.json()) as { content: { id: string }[] };
  const first = page.content[0];
  if (!first) throw new Error(`${path}: empty`);
  return first.id;
}

const PAGES = async () =>
  [
    ['a poem', `/poem/${await firstId('/api/poems?page=0&size=1')}`, 'h1#poem-title'],
    ['a recording', `/audio/${await firstId('/api/audios?page=0&size=1')}`, 'main h1'],
  ] as const;
let pages: Awaited<ReturnType<typeof PAGES>>;

beforeAll(async () => {
  browser = await launchBrowser();
  pages = await PAGES();
});
afterAll(async () => {
  await browser.close();
});

const measured: string[] = [];
afterAll(() => {
  if (measured.length > 0) console.info(`[arabic-loading] CLS: ${measured.join('; ')}`);
});

describe.each([360, 412])('in Arabic at %i px, slow processor, typefaces late', (width) => {
  it.each([0, 1])('keeps page %i right to left and still while it loads', async (index) => {
    const [name, path, heading] = pages[index]!;
    const { context, page, problems } = await openPage(browser, baseUrl, {
      viewport: { width, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    await context.addInitScript(watchLoading);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.route(
      (url) => url.pathname.endsWith('.woff2'),
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, FONT_HOLD_MS));
        await route.continue();
      },
    );
    await page.goto(`${path}?lng=ar`);
    // The client's page has replaced the server's, and the typefaces have arrived.
    await page.waitForFunction(
      (heading) => !document.querySelector('.fs-app') && !!document.querySelector(heading),
      heading,
      { timeout: 60_000 },
    );
    await page.evaluate(() => document.fonts.ready);
    // Shifts are reported after the frame that paints them: two more frames.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const watch = await page.evaluate(
      () => (window as unknown as { __loading: LoadingWatch }).__loading,
    );
    const cls = watch.shifts.filter((s) => !s.hadRecentInput).reduce((sum, s) => sum + s.value, 0);
    measured.push(`${name} at ${width} px: ${cls.toFixed(4)}`);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(watch.directions.filter((dir) => dir !== 'rtl')).toEqual([]);
    expect(cls, `${name}: ${JSON.stringify(watch.shifts)}`).toBeLessThanOrEqual(CLS_BUDGET);
    expect(problems).toEqual([]);
    await context.close();
  });
});
