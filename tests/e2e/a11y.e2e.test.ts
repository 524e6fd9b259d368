import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, launchBrowser, openPage, waitForCounters } from './support/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const summarize = (violations: { id: string; nodes: { target: unknown }[] }[]) =>
  violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);

describe('accessibility (axe, WCAG 2.x A and AA)', () => {
  it.each([
    ['desktop', DESKTOP, '/'],
    ['360 px', PHONE, '/'],
    ['360 px, Arabic', PHONE, '/?lng=ar'],
    ['desktop, 404', DESKTOP, '/404'],
  ])('has no violations on %s (%s)', async (_name, viewport, path) => {
    const { context, page } = await openPage(browser, baseUrl, { viewport });
    await page.goto(path);
    if (path.startsWith('/?') || path === '/') await waitForCounters(page);
    await page.evaluate(() => document.fonts.ready);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(summarize(results.violations)).toEqual([]);
    await context.close();
  });

  it('starts with a skip link to the main landmark', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => [
      document.activeElement?.textContent,
      document.activeElement?.getAttribute('href'),
    ]);
    expect(focused).toEqual(['Aller au contenu', '#main-content']);
    await expect(page.locator('main#main-content').count()).resolves.toBe(1);
    await expect(
      page.getByRole('navigation', { name: 'Navigation principale' }).count(),
    ).resolves.toBe(1);
    await context.close();
  });
});
