/**
 * A reader's phone, the smaller defects: sharing a stanza sends its verses (and the copy
 * fallback says so), the seek bar is a 24 px touch target, "En mémoire" reads at 4.5:1 in the
 * light theme.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PHONE, launchBrowser, openPage } from './support/browser';
import { demoRecitation, type DemoRecitation } from './support/player-page';
import { saveScreenshot } from './support/screenshots';

const baseUrl = inject('baseUrl');
let browser: Browser;
let recitation: DemoRecitation;

beforeAll(async () => {
  browser = await launchBrowser();
  recitation = await demoRecitation(baseUrl, 'Tëgg caam');
});
afterAll(() => browser?.close());

/** The second stanza of the poem as the server holds it (one verse per line), and its poet. */
async function secondStanza(poemId: string): Promise<{ verses: string[]; poet: string }> {
  const read = async <T>(path: string) => (await (await fetch(`${baseUrl}${path}`)).json()) as T;
  const poem = await read<{ content: string; poetId: string }>(`/api/poems/${poemId}`);
  const poet = await read<{ name: string }>(`/api/poets/${poem.poetId}`);
  const stanza = poem.content.split(/\r?\n\s*\r?\n/)[1] ?? '';
  const verses = stanza
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return { verses, poet: poet.name };
}

/** The second stanza's share button (its name is in the reader's language). */
const shareButton = (page: Page) => page.locator('.poem-stanza-share').nth(1);

describe('sharing a stanza', () => {
  it('hands the verses, the title, the poet and the link to the share sheet', async () => {
    const { context, page } = await openPage(browser, baseUrl, { viewport: PHONE });
    await context.addInitScript(() => {
      const shared: unknown[] = [];
      Object.assign(window, { sharedForTest: shared });
      Object.defineProperty(navigator, 'share', {
        value: async (data: unknown) => void shared.push(data),
      });
    });
    await page.goto(`/poem/${recitation.poemId}`);
    await shareButton(page).click();
    const shared = (await page.evaluate(
      () => (window as unknown as { sharedForTest: unknown[] }).sharedForTest,
    )) as { title: string; text: string; url: string }[];
    expect(shared).toHaveLength(1);
    expect(shared[0]!.title).toBe('Tëgg caam');
    expect(shared[0]!.url).toBe(`${baseUrl}/poem/${recitation.poemId}#stanza-2`);
    const { verses, poet } = await secondStanza(recitation.poemId);
    expect(shared[0]!.text).toBe(`${verses.join('\n')}\n\n— Tëgg caam, ${poet}`);
    await expect(shareButton(page).getAttribute('aria-label')).resolves.toBe(
      'Partager la strophe 2',
    );
    await context.close();
  });

  it('copies the verses and the link where there is no share sheet, and says so', async () => {
    const { context, page } = await openPage(browser, baseUrl, { viewport: PHONE });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await context.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: undefined });
    });
    await page.goto(`/poem/${recitation.poemId}?lng=ar`);
    await shareButton(page).click();
    const notice = page.locator('[data-stanza-share-notice]');
    await expect.poll(() => notice.textContent()).toBe('نُسخ المقطع والرابط إلى الحافظة.');
    await expect(notice.isVisible()).resolves.toBe(true);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const { verses } = await secondStanza(recitation.poemId);
    expect(copied.startsWith(verses.join('\n'))).toBe(true);
    expect(copied.endsWith(`/poem/${recitation.poemId}#stanza-2`)).toBe(true);
    await saveScreenshot(page, 'stanza-copied', 'ar');
    await context.close();
  });
});

describe('the smaller defects on a phone', () => {
  it('gives the seek bar a 24 px touch target', async () => {
    const { context, page } = await openPage(browser, baseUrl, { viewport: PHONE });
    await page.goto(`/poem/${recitation.poemId}`);
    const seek = page.getByRole('slider', { name: /./ }).first();
    await seek.waitFor({ timeout: 30_000 });
    const box = await seek.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(24);
    await context.close();
  });

  it("keeps the player's download button inside the player's card", async () => {
    const { context, page } = await openPage(browser, baseUrl, { viewport: PHONE });
    await page.goto(`/poem/${recitation.poemId}`);
    const download = page.getByRole('button', { name: /^Télécharger hors connexion/ });
    await download.waitFor({ timeout: 30_000 });
    // The player's card is the nearest ancestor with a border of its own.
    const overflow = await download.evaluate((button) => {
      let card = button.parentElement;
      while (card && getComputedStyle(card).borderTopWidth === '0px') card = card.parentElement;
      const inner = card!.getBoundingClientRect();
      const own = button.getBoundingClientRect();
      return Math.max(inner.left - own.left, own.right - inner.right);
    });
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });

  it('reads "En mémoire" at 4.5:1 or more in the light theme', async () => {
    const { context, page } = await openPage(browser, baseUrl, { viewport: PHONE });
    await context.addInitScript(() =>
      localStorage.setItem('settings', JSON.stringify({ themeMode: 'light' })),
    );
    await page.goto('/');
    const eyebrow = page.getByText('En mémoire', { exact: true });
    await eyebrow.waitFor();
    const ratio = await eyebrow.evaluate((el) => {
      const rgb = (color: string) =>
        color
          .match(/[\d.]+/g)!
          .slice(0, 4)
          .map(Number);
      let node: Element | null = el;
      let background = 'rgba(0, 0, 0, 0)';
      while (node && rgb(background)[3] === 0) {
        background = getComputedStyle(node).backgroundColor;
        node = node.parentElement;
      }
      const luminance = (color: string) => {
        const [r, g, b] = rgb(color).map((v) => {
          const c = v / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      const [a, b] = [luminance(getComputedStyle(el).color), luminance(background)];
      return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    });
    expect(await page.evaluate(() => document.documentElement.className)).toContain('light');
    expect(ratio).toBeGreaterThanOrEqual(4.5);
    await context.close();
  });
});
