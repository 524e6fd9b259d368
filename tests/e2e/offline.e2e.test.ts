import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, waitForHeading } from './support/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('service worker', () => {
  it('registers, keeps /api/docs on the server, and serves the shell offline', async () => {
    const { context, page, problems } = await openPage(browser, baseUrl);
    await page.goto('/');
    const scriptUrl = await page.evaluate(
      async () => (await navigator.serviceWorker.ready).active?.scriptURL,
    );
    expect(scriptUrl).toBe(`${baseUrl}/service-worker.js`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    expect(problems).toEqual([]);

    // The worker lets the docs page through, and it renders under the app's own CSP.
    await page.goto('/api/docs');
    await page.locator('.swagger-ui .info .title').waitFor({ timeout: 20_000 });
    await expect(page.locator('.swagger-ui .info .title').textContent()).resolves.toContain(
      'Taalif API',
    );
    expect(problems).toEqual([]);

    await page.goto('/');
    problems.length = 0;
    await context.setOffline(true);
    await page.reload();
    await waitForHeading(page, /^Les poèmes d’une langue/);
    await page.goto('/poets');
    await waitForHeading(page, 'Poètes');
    await context.setOffline(false);
    // Offline, the browser itself logs the failed network calls; only app errors count.
    expect(
      problems.filter(
        (p) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource|API call failed/.test(p),
      ),
    ).toEqual([]);
    await context.close();
  });
});
