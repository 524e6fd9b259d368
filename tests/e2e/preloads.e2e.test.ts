/**
 * The page's HTML names what the page asks for right after its entry script (server:
 * lib/page-preloads.ts), and the browser uses those preloads: on a first visit to a poem
 * page in English, the route's code, the English chunk and the typefaces are each fetched
 * once, started by the Link header, before the entry script runs. The poem's records come in
 * the HTML itself (its first screen): no API answer is named or fetched.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;
let poemId = '';
const ENTRY_HOLD_MS = 400;

beforeAll(async () => {
  browser = await launchBrowser();
  const poems = (await (await fetch(`${baseUrl}/api/poems?size=50`)).json()) as {
    content: { id: string }[];
  };
  // Any poem (other suites share this server and edit the anthology, titles included).
  poemId = poems.content[0]!.id;
});
afterAll(() => browser?.close());

describe('page preloads', () => {
  it('fetches a poem page’s code, language and fonts once each, from its Link header, and no API answer', async () => {
    const { context, page, problems } = await openPage(browser, baseUrl, { locale: 'en-US' });
    // The entry script is held back, so that only the Link header can ask for the route's
    // code while it waits (the entry asks for that code only once it runs). Without the
    // hold, on loopback the entry arrives so fast that the order says nothing.
    let entryReleased = false;
    let routeCodeAskedWhileEntryHeld: boolean | undefined;
    await page.route('**/assets/index-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, ENTRY_HOLD_MS));
      entryReleased = true;
      await route.continue();
    });
    const requested: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      requested.push(path);
      if (path.includes('/poem._id-')) routeCodeAskedWhileEntryHeld ??= !entryReleased;
    });
    const response = await page.goto(`/poem/${poemId}`);
    const link = (await response?.headerValue('link')) ?? '';
    // The client has taken over the server's first screen.
    await page.locator('main h1#poem-title').waitFor();
    await page.waitForFunction(() => !document.querySelector('.fs-app'));
    expect(link).not.toContain('/api/');
    for (const path of [`/api/poems/${poemId}`, `/api/difficult-words/poem/${poemId}`])
      expect(requested).not.toContain(path);
    expect(link).toMatch(/<\/assets\/poem\._id-[\w-]+\.js>; rel=modulepreload/);
    expect(link).toMatch(/<\/assets\/bundle-[\w-]+\.js>; rel=modulepreload/);
    expect(link).toMatch(
      /<\/assets\/noto-serif-latin-wght-normal-[\w-]+\.woff2>; rel=preload; as=font/,
    );

    // Each preloaded answer was used by the page's own fetch, not fetched a second time.
    const preloaded = [...link.matchAll(/<([^>]+)>/g)].map(
      ([, url]) => new URL(url!, baseUrl).pathname,
    );
    expect(preloaded.filter((path) => requested.filter((r) => r === path).length !== 1)).toEqual(
      [],
    );
    // Started by the header: the route's code while the entry script was held.
    expect(routeCodeAskedWhileEntryHeld).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('names no API answer for a poem that does not exist', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    const response = await page.goto('/poem/00000000-0000-7000-8000-000000000000');
    const link = (await response?.headerValue('link')) ?? '';
    expect(link).toMatch(/poem\._id-/);
    expect(link).not.toContain('/api/');
    await context.close();
  });
});
