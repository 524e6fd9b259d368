/**
 * What a poem page's first visit fetches, and how. Its HTML holds the poem (the server's first
 * screen and its records), so no API answer is named or fetched. Its `Link` header names what
 * the first paint needs, the stylesheet and the typeface; its code (the entry, the route's
 * chunk, the reader's language) is named by the start script (public/scripts/
 * start-after-first-paint.js), which asks for it once that screen is painted, the route's chunk
 * beside the entry rather than after it runs. Each is fetched once.
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

const startScriptModules = (html: string) => {
  const tag = /<script\s+src="\/scripts\/start-after-first-paint\.js"[^>]*>/.exec(html)?.[0] ?? '';
  const attribute = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1] ?? '';
  return { entry: attribute('data-entry'), modules: attribute('data-modules').split(' ') };
};

describe('page preloads', () => {
  it('fetches a poem page’s code, language and typeface once each, and no API answer', async () => {
    const { context, page, problems } = await openPage(browser, baseUrl, { locale: 'en-US' });
    // The entry script is held back, so that the route's code asked for meanwhile can only
    // have been asked by the start script's preloads, not by the entry once it runs.
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
    const { entry, modules } = startScriptModules((await response?.text()) ?? '');
    // The client has taken over the server's first screen.
    await page.locator('main h1#poem-title').waitFor();
    await page.waitForFunction(() => !document.querySelector('.fs-app'));
    expect(link).not.toContain('/api/');
    for (const path of [`/api/poems/${poemId}`, `/api/difficult-words/poem/${poemId}`])
      expect(requested).not.toContain(path);
    expect(link).toMatch(
      /<\/assets\/noto-serif-latin-wght-normal-[\w-]+\.woff2>; rel=preload; as=font/,
    );
    expect(link).toMatch(/<\/assets\/index-[\w-]+\.css>; rel=preload; as=style/);
    expect(entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    expect(modules.some((m) => /^\/assets\/poem\._id-[\w-]+\.js$/.test(m))).toBe(true);
    expect(modules.some((m) => /^\/assets\/bundle-[\w-]+\.js$/.test(m))).toBe(true);

    // Each one fetched once: the preloads were used, not fetched a second time.
    const named = [
      ...[...link.matchAll(/<([^>]+)>/g)].map(([, url]) => new URL(url!, baseUrl).pathname),
      entry,
      ...modules,
    ];
    expect(named.filter((path) => requested.filter((r) => r === path).length !== 1)).toEqual([]);
    expect(routeCodeAskedWhileEntryHeld).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('names no API answer for a poem that does not exist, and starts its code at once', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    const response = await page.goto('/poem/00000000-0000-7000-8000-000000000000');
    const link = (await response?.headerValue('link')) ?? '';
    expect(link).not.toContain('/api/');
    expect(startScriptModules((await response?.text()) ?? '').modules.join(' ')).toMatch(
      /poem\._id-/,
    );
    await page.getByRole('heading', { level: 1 }).waitFor();
    await context.close();
  });
});
