import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, waitForHeading } from './support/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('routing', () => {
  it('sends an unknown path to /404, replacing the history entry', async () => {
    const { context, page, problems } = await openPage(browser, baseUrl);
    await page.goto('/');
    await page.goto('/no/such/page');
    await page.waitForURL(`${baseUrl}/404`);
    await waitForHeading(page, 'Page introuvable');
    await page.goBack();
    await page.waitForURL(`${baseUrl}/`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('navigates from the sidebar to each public screen', async () => {
    const { context, page, problems } = await openPage(browser, baseUrl);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    for (const [name, path] of [
      ['Poètes', '/poets'],
      ['Poèmes', '/poems'],
      ['Statistiques', '/statistics'],
      ['Accueil', '/'],
    ]) {
      await nav.getByRole('link', { name }).click();
      await page.waitForURL(`${baseUrl}${path}`);
      await nav.locator('a[aria-current="page"]', { hasText: new RegExp(`^${name}$`) }).waitFor();
    }
    await page.getByRole('link', { name: 'Se connecter' }).click();
    await page.waitForURL(`${baseUrl}/auth/jwt/login`);
    expect(problems).toEqual([]);
    await context.close();
  });
});
