/**
 * Wolofal beside the Latin, in Debian's Chromium against the real built server, with a poem
 * carrying the sourced sample (tests/fixtures/wolofal-sample.ts; written through the API here,
 * deleted after: the demo anthology has no Wolofal):
 * - at 360 px in en, fr, ar and wol the Wolofal shows right to left (dir=rtl, lang=wo-Arab) in
 *   Harmattan, nothing scrolls sideways, and axe finds no serious or critical violation;
 * - the reader's choice of Latin, Wolofal or both is offered on that poem only, and remembered;
 * - the Wolofal typeface is fetched on that poem and on no poem without Wolofal, and the
 *   service worker does not precache it;
 * - the server's first screen (scripts refused) shows it;
 * - in airplane mode, after one online visit, the mirror and the service worker show it, in
 *   its typeface.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PHONE, launchBrowser, openPage, seriousProblems, waitForHeading } from './support/browser';
import { adminApi, createPoem, type AdminApi } from './support/admin';
import { waitForFirstSync } from './support/mirror';
import { saveScreenshot } from './support/screenshots';
import { WOLOFAL_SAMPLE } from '../fixtures/wolofal-sample';

const baseUrl = inject('baseUrl');
const TITLE = 'Doomi aadama (Wolofal)';
const FONT_REQUEST = /\/assets\/harmattan-[\w-]+\.woff2$/;

let browser: Browser;
let api: AdminApi;
let poemId = '';
let plain: { id: string; title: string };

beforeAll(async () => {
  browser = await launchBrowser();
  api = await adminApi(baseUrl, inject('adminPassword'));
  const poem = await createPoem(api, {
    title: TITLE,
    content: WOLOFAL_SAMPLE.content,
    wolofal: WOLOFAL_SAMPLE.wolofal,
  });
  poemId = poem.id;
  const poems = await api<{ content: { id: string; title: string }[] }>('GET', 'poems?size=50');
  plain = poems.content.find((p) => p.title === 'Gërëm na baay')!;
});

afterAll(async () => {
  if (poemId) await api('DELETE', `poems/${poemId}`);
  await browser?.close();
});

/** The Wolofal blocks as the reader sees them: direction, language, typeface, text. */
const wolofalBlocks = (page: Page) =>
  page.locator('.poem-wolofal').evaluateAll((blocks) =>
    blocks
      .filter((b) => (b as HTMLElement).offsetParent !== null)
      .map((b) => ({
        dir: b.getAttribute('dir'),
        lang: b.getAttribute('lang'),
        font: getComputedStyle(b).fontFamily,
        text: (b as HTMLElement).innerText,
      })),
  );

const harmattanLoaded = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].some((f) => f.family.includes('Harmattan') && f.status === 'loaded');
  });

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

async function expectSampleShown(page: Page) {
  await expect.poll(async () => (await wolofalBlocks(page)).length).toBe(2);
  const blocks = await wolofalBlocks(page);
  for (const block of blocks) {
    expect(block.dir).toBe('rtl');
    expect(block.lang).toBe('wo-Arab');
    expect(block.font).toMatch(/^"?Harmattan/);
  }
  const [first, second] = WOLOFAL_SAMPLE.wolofal.split('\n\n');
  expect(blocks.map((b) => b.text.trim())).toEqual([first, second]);
}

describe('a poem with Wolofal at 360 px', () => {
  it.each(['en', 'fr', 'ar', 'wol'] as const)(
    'shows it right to left in Harmattan, without sideways scroll, axe-clean, in %s',
    async (language) => {
      const { context, page, problems } = await openPage(browser, baseUrl, { viewport: PHONE });
      await page.goto(`/poem/${poemId}?lng=${language}`);
      await waitForHeading(page, TITLE);
      await expectSampleShown(page);
      await expect.poll(() => harmattanLoaded(page)).toBe(true);
      await expect(scrollWidth(page)).resolves.toBeLessThanOrEqual(PHONE.width);
      const violations = (
        await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze()
      ).violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
      expect(violations).toEqual([]);
      await saveScreenshot(page, 'wolofal-poem', language);
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it('lets the reader choose Latin, Wolofal or both, and remembers it', async () => {
    const { context, page, problems } = await openPage(browser, baseUrl, { viewport: PHONE });
    await page.goto(`/poem/${poemId}?lng=en`);
    await waitForHeading(page, TITLE);
    const choice = page.getByRole('group', { name: 'Script' });
    await choice.getByRole('button', { name: 'Wolofal' }).click();
    await expect.poll(() => page.locator('.poem-text[lang="wo-Arab"][dir="rtl"]').count()).toBe(1);
    await expect(page.locator('.poem-text').innerText()).resolves.not.toContain('Doomi');
    await page.reload();
    await waitForHeading(page, TITLE);
    await expect.poll(() => page.locator('.poem-text[lang="wo-Arab"]').count()).toBe(1);
    await expect(
      choice.getByRole('button', { name: 'Wolofal' }).getAttribute('aria-pressed'),
    ).resolves.toBe('true');
    await choice.getByRole('button', { name: 'Latin' }).click();
    await expect.poll(() => page.locator('.poem-wolofal').count()).toBe(0);
    await expect(page.locator('.poem-text').innerText()).resolves.toContain('Doomi aadama');

    // Not offered on a poem without Wolofal, which shows its Latin text as ever.
    await page.goto(`/poem/${plain.id}?lng=en`);
    await waitForHeading(page, plain.title);
    await expect(page.getByRole('group', { name: 'Script' }).count()).resolves.toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the Wolofal typeface', () => {
  it('is fetched on a poem with Wolofal only, and not precached', async () => {
    const { context, page, problems } = await openPage(browser, baseUrl, { viewport: PHONE });
    const fonts: string[] = [];
    context.on('request', (request) => {
      if (FONT_REQUEST.test(new URL(request.url()).pathname)) fonts.push(request.url());
    });
    await page.goto(`/poem/${plain.id}`);
    await waitForHeading(page, plain.title);
    await page.evaluate(async () => void (await navigator.serviceWorker.ready));
    await page.evaluate(() => document.fonts.ready);
    // Installed, the worker's precache holds the shell's typefaces but not this one.
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      }
      return urls;
    });
    expect(cached.some((url) => url.endsWith('.woff2'))).toBe(true);
    expect(cached.filter((url) => url.includes('harmattan'))).toEqual([]);
    expect(fonts).toEqual([]);

    await page.goto(`/poem/${poemId}`);
    await waitForHeading(page, TITLE);
    await expect.poll(() => harmattanLoaded(page)).toBe(true);
    expect(fonts.length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the first screen, scripts refused', () => {
  it('shows the Wolofal from the server’s HTML', async () => {
    const { context, page } = await openPage(browser, baseUrl, { viewport: PHONE });
    await page.route(
      (url) => url.pathname.endsWith('.js'),
      (route) => route.abort(),
    );
    const response = await page.goto(`/poem/${poemId}`);
    const html = (await response?.text()) ?? '';
    expect(html).toContain('<p class="poem-wolofal" lang="wo-Arab" dir="rtl">');
    await expectSampleShown(page);
    await expect(scrollWidth(page)).resolves.toBeLessThanOrEqual(PHONE.width);
    await saveScreenshot(page, 'wolofal-first-screen', 'fr');
    await context.close();
  });
});

describe('in airplane mode after one online visit', () => {
  it('shows the Wolofal from the mirror, in its typeface', async () => {
    const { context, page, problems } = await openPage(browser, baseUrl, { viewport: PHONE });
    await page.goto(`/poem/${poemId}`);
    await waitForHeading(page, TITLE);
    await page.evaluate(async () => void (await navigator.serviceWorker.ready));
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await waitForHeading(page, TITLE);
    await expect.poll(() => harmattanLoaded(page)).toBe(true);
    await waitForFirstSync(page, baseUrl);

    await context.setOffline(true);
    await page.goto(`/poem/${poemId}`);
    await waitForHeading(page, TITLE);
    await expectSampleShown(page);
    await expect.poll(() => harmattanLoaded(page)).toBe(true);
    await context.setOffline(false);
    expect(seriousProblems(problems)).toEqual([]);
    await context.close();
  });
});
