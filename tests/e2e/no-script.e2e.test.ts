/**
 * A reader whose browser runs no scripts (JavaScript turned off in the browser, playwright's
 * `javaScriptEnabled: false`), in Debian's Chromium against the real built server: the server's
 * HTML is the whole page.
 * - home → "all poems" → a poem: each page shows its content and its links lead on;
 * - the poems list's search (a GET form) and its pages work; the poets list links to a poet;
 * - a recording plays in the browser's own player (its clock advances);
 * - the message that scripts are needed is in the reader's language (`?lng=`), right to left in
 *   Arabic.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchPlayerBrowser, demoRecitation } from './support/player-page';
import { saveScreenshot } from './support/screenshots';

const baseUrl = inject('baseUrl');
const PHONE_412 = { width: 412, height: 823 } as const;
let browser: Browser;

interface ApiPage<T> {
  content: T[];
  totalElements: number;
}

async function json<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

beforeAll(async () => {
  browser = await launchPlayerBrowser();
});
afterAll(() => browser?.close());

/** A page without scripts; the page's own `goto` (no takeover to wait for). */
async function openWithoutScripts(locale = 'fr-FR') {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale,
    viewport: PHONE_412,
    javaScriptEnabled: false,
  });
  const page = await context.newPage();
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  return { context, page, failed };
}

const heading = (page: Page) => page.locator('main h1').first().innerText();
const listedTitles = (page: Page) => page.locator('main ol h2 a').allInnerTexts();

describe('without scripts', () => {
  it('leads from the home page to all poems, then to a poem', async () => {
    const { context, page, failed } = await openWithoutScripts();
    const poems = await json<ApiPage<{ id: string; title: string }>>('/api/poems?size=20');
    await page.goto('/');
    await expect(page.locator('.fs-noscript').isVisible()).resolves.toBe(true);
    await page.locator('main a[href="/poems"]').click();
    await page.waitForURL('**/poems');
    await expect(heading(page)).resolves.toBe('Poèmes');
    await expect(listedTitles(page)).resolves.toEqual(poems.content.map((p) => p.title));
    await saveScreenshot(page, 'no-script-poems', 'fr');

    const first = poems.content[0]!;
    await page.locator('main ol h2 a').first().click();
    await page.waitForURL(`**/poem/${first.id}`);
    await expect(heading(page)).resolves.toBe(first.title);
    await expect(page.locator('[data-verse-index]').count()).resolves.toBeGreaterThan(1);
    expect(failed).toEqual([]);
    await context.close();
  });

  it('searches the poems with the form, and pages through them', async () => {
    const { context, page, failed } = await openWithoutScripts();
    const found = await json<ApiPage<{ title: string }>>('/api/poems/search?q=yalla&size=20');
    expect(found.content.length).toBeGreaterThan(0);
    await page.goto('/poems');
    await page.locator('main input[type=search]').fill('yalla');
    await page.locator('main input[type=search]').press('Enter');
    await page.waitForURL('**/poems?q=yalla');
    await expect(listedTitles(page)).resolves.toEqual(found.content.map((p) => p.title));

    const all = await json<ApiPage<unknown>>('/api/poems?size=1');
    if (all.totalElements > 20) {
      const second = await json<ApiPage<{ title: string }>>('/api/poems?size=20&page=1');
      await page.goto('/poems');
      await page.locator('main nav a[href="/poems?page=2"]').click();
      await page.waitForURL('**/poems?page=2');
      await expect(listedTitles(page)).resolves.toEqual(second.content.map((p) => p.title));
    } else {
      console.info(`[no-script] ${all.totalElements} poems: one page, no second to visit`);
    }
    expect(failed).toEqual([]);
    await context.close();
  });

  it('answers a word’s statistics from the address and from the form', async () => {
    const { context, page, failed } = await openWithoutScripts();
    type Answer = { poemCount: number; poems: { title: string }[] };
    const titles = async () =>
      (await page.locator('main ol h3').allTextContents()).map((title) => title.trim());
    const answer = await json<Answer>(
      '/api/poems/statistics/word?word=b%C3%ABgg&ignoreAccents=true',
    );
    expect(answer.poemCount).toBeGreaterThan(0);
    await page.goto('/statistics?word=b%C3%ABgg');
    await expect(titles()).resolves.toEqual(answer.poems.map((p) => p.title.trim()));
    await expect(page.locator('main mark').count()).resolves.toBeGreaterThan(0);

    // The form: another word, accents not ignored; each option sends one value.
    const other = await json<Answer>('/api/poems/statistics/word?word=yalla&ignoreAccents=false');
    expect(other.poemCount).toBeGreaterThan(0);
    await page.locator('main input[name=word]').fill('yalla');
    await page.locator('main select[name=ignoreAccents]').selectOption('false');
    await page.locator('main button[type=submit]').click();
    await page.waitForURL(/word=yalla/);
    const sent = new URL(page.url()).searchParams;
    expect([sent.getAll('ignoreAccents'), sent.getAll('variants')]).toEqual([['false'], ['true']]);
    await expect(titles()).resolves.toEqual(other.poems.map((p) => p.title.trim()));
    expect(failed).toEqual([]);
    await context.close();
  });

  it('lists the poets and leads to a poet’s page', async () => {
    const { context, page, failed } = await openWithoutScripts();
    const poets = await json<ApiPage<{ id: string; name: string }>>('/api/poets?size=100');
    await page.goto('/poets');
    await expect(heading(page)).resolves.toBe('Poètes');
    const names = await page.locator('main ul h2').allInnerTexts();
    expect([...names].sort()).toEqual(poets.content.map((p) => p.name).sort());
    const poet = poets.content[0]!;
    await page.locator(`main a[href="/poet/${poet.id}"]`).click();
    await page.waitForURL(`**/poet/${poet.id}`);
    await expect(heading(page)).resolves.toBe(poet.name);
    expect(failed).toEqual([]);
    await context.close();
  });

  it('plays a recording in the browser’s own player', async () => {
    const recitation = await demoRecitation(baseUrl, 'Tëgg caam');
    const { context, page, failed } = await openWithoutScripts();
    await page.goto(`/audio/${recitation.audioId}`);
    const audio = page.locator('main audio[controls]');
    await expect(audio.isVisible()).resolves.toBe(true);
    await expect(
      audio.evaluate((el: HTMLAudioElement) => {
        if (el.readyState >= 1) return el.duration;
        return new Promise<number>((resolve) =>
          el.addEventListener('loadedmetadata', () => resolve(el.duration), { once: true }),
        );
      }),
    ).resolves.toBeGreaterThan(1);
    // Started as a reader's click on its play button would, then its clock advances.
    await audio.evaluate((el: HTMLAudioElement) => el.play());
    // Read from playwright's own world: the page's runs no script.
    await expect
      .poll(() => audio.evaluate((el: HTMLAudioElement) => el.currentTime), { timeout: 10_000 })
      .toBeGreaterThan(0.5);
    expect(failed).toEqual([]);
    await context.close();
  });

  it('says scripts are needed in the language of ?lng=, right to left in Arabic', async () => {
    const seen = new Set<string>();
    for (const [lng, dir] of [
      ['ar', 'rtl'],
      ['en', 'ltr'],
      ['wol', 'ltr'],
      ['fr', 'ltr'],
    ] as const) {
      const { context, page } = await openWithoutScripts();
      await page.goto(`/poets?lng=${lng}`);
      const banner = page.locator('.fs-noscript');
      await expect(banner.isVisible()).resolves.toBe(true);
      await expect(
        banner.evaluate((el) => getComputedStyle(el).direction),
        lng,
      ).resolves.toBe(dir);
      seen.add(await banner.innerText());
      if (lng === 'ar') await saveScreenshot(page, 'no-script-poets', 'ar');
      await context.close();
    }
    expect(seen.size).toBe(4);
    expect([...seen][0]).toMatch(/[\u0600-\u06ff]/);
  });
});
