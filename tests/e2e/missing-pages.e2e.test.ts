/**
 * Addresses and files that do not exist, in Chromium against the real server: a malformed address opened in a new tab shows the app's not-found page (not
 * the server's JSON), and a route's script that is missing (a tab left open across a
 * deploy) makes the page reload once and show the route, instead of failing on a MIME
 * error.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, waitForHeading } from './support/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('addresses and files that do not exist', () => {
  it('shows the app’s not-found page for a malformed address on a first visit', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    await page.goto('/%E0%A4%A');
    await waitForHeading(page, 'Page introuvable');
    expect(await page.locator('body').innerText()).not.toContain('FST_ERR');
    await context.close();
  });

  it('answers 404 for a missing hashed script', async () => {
    const response = await fetch(`${baseUrl}/assets/nonexistent-abc.js`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).not.toMatch(/text\/html/);
  });

  it('reloads once when a route’s script is missing, then shows the route', async () => {
    // Without the service worker, whose precache would answer the file.
    const { context, page, problems } = await openPage(browser, baseUrl, {
      serviceWorkers: 'block',
    });
    let refused = 0;
    await page.route(/\/assets\/statistics[^/]*\.js$/, async (route) => {
      if (refused++ > 0) return route.continue();
      await route.fulfill({ status: 404, contentType: 'application/json', body: '{}' });
    });
    await page.goto('/');
    await waitForHeading(page, /^Les poèmes d’une langue/);
    const reloaded = page.waitForEvent('framenavigated', {
      predicate: (frame) => frame === page.mainFrame() && frame.url().endsWith('/statistics'),
    });
    await page.evaluate(() => {
      history.pushState({}, '', '/statistics');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await reloaded;
    await waitForHeading(page, 'Statistiques');
    expect(refused).toBeGreaterThanOrEqual(2);
    expect(
      problems.filter((p) => !/404|Failed to load resource|dynamically imported/.test(p)),
    ).toEqual([]);
    await context.close();
  });
});
