/**
 * A poem's link shared in a messaging app shows a card: the app that fetches it runs no
 * script, so the built app's HTML for /poem/{id} carries the poem's title, description and
 * Open Graph tags (server: plugins/external/page-previews.ts). The reader who opens it sees
 * the same title once the app runs, in their language and direction from the first byte.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;
let poem: { id: string; title: string };

beforeAll(async () => {
  browser = await launchBrowser();
  const poems = (await (await fetch(`${baseUrl}/api/poems?size=1`)).json()) as {
    content: { id: string; title: string }[];
  };
  poem = poems.content[0]!;
});
afterAll(() => browser?.close());

describe('a shared poem link', () => {
  it('carries the poem’s card in its HTML, and keeps its title once the app runs', async () => {
    // As a messaging app fetches it: no script, an Arabic reader's headers.
    const html = await (
      await fetch(`${baseUrl}/poem/${poem.id}`, { headers: { 'accept-language': 'ar' } })
    ).text();
    expect(html).toContain('<html lang="ar" dir="rtl"');
    const ogTitle = /<meta property="og:title" content="([^"]*)"/.exec(html)?.[1];
    expect(ogTitle).toMatch(/ — /);
    expect(html).toMatch(/<meta property="og:description" content="[^"]{20,}"/);

    const { context, page, problems } = await openPage(browser, baseUrl, { locale: 'ar' });
    await page.goto(`/poem/${poem.id}`);
    await page.locator('main h1').waitFor();
    expect(await page.title()).toBe(`${poem.title} · Taalif`);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(problems).toEqual([]);
    await context.close();
  });
});
