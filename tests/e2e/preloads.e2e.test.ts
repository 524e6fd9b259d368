/**
 * The page's HTML names what the page asks for right after its entry script (server:
 * lib/page-preloads.ts), and the browser uses those preloads: on a first visit to a poem
 * page in English, the route's code, the English chunk, the typefaces and the poem's API
 * answers are each fetched once, started by the Link header, before the entry script runs.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;
let poemId = '';

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
  it('fetches a poem page’s code, language, fonts and API answers once each, from its Link header', async () => {
    const { context, page, problems } = await openPage(browser, baseUrl, { locale: 'en-US' });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const response = await page.goto(`/poem/${poemId}`);
    const link = (await response?.headerValue('link')) ?? '';
    await page.locator('main h1').waitFor();
    const api = [`/api/poems/${poemId}`, `/api/difficult-words/poem/${poemId}`];
    for (const path of api) expect(link).toContain(`<${path}`);
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
    // Started by the header: the poem's answer as a preload, the route's code before the
    // entry script had even arrived (it asks for that code only once it runs).
    const timing = await page.evaluate(() => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const find = (part: string) => entries.find((entry) => entry.name.includes(part));
      return {
        poemAnswer: find('/api/poems/')?.initiatorType,
        routeCodeStart: find('/poem._id-')?.startTime ?? Infinity,
        entryEnd: find('/assets/index-')?.responseEnd ?? 0,
      };
    });
    expect(timing.poemAnswer).toBe('link');
    expect(timing.routeCodeStart).toBeLessThan(timing.entryEnd);
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
