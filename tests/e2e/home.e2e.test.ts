import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  ARTIFACTS_DIR,
  PHONE,
  launchBrowser,
  openPage,
  waitForCounters,
  waitForHeading,
} from './support/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('home page', () => {
  it('renders the hero, its two actions and the demo counters, without errors', async () => {
    const { context, page, problems } = await openPage(browser, baseUrl);
    await page.goto('/');
    await waitForHeading(page, /^Les poèmes d’une langue/);
    await expect(
      page.getByRole('link', { name: 'Explorer les poèmes' }).getAttribute('href'),
    ).resolves.toBe('/poems');
    await expect(
      page.getByRole('link', { name: 'Découvrir les poètes' }).getAttribute('href'),
    ).resolves.toBe('/poets');
    await waitForCounters(page);
    // The server's own figures, read at each try: other suites share this server and edit the
    // anthology (the offline suite deletes a demo poem), so the demo's 18 poems are not a constant.
    const shownAndServed = async () => {
      const summary = (await (await fetch(`${baseUrl}/api/stats/summary`)).json()) as {
        poems: number;
        poets: number;
      };
      const shown = async (key: string) => page.locator(`[data-counter="${key}"] dd`).textContent();
      return {
        shown: [await shown('poems'), await shown('poets')],
        served: [String(summary.poems), String(summary.poets)],
      };
    };
    await expect
      .poll(
        async () => {
          const { shown, served } = await shownAndServed();
          return shown.join() === served.join() ? 'equal' : `${shown.join()} vs ${served.join()}`;
        },
        { timeout: 10_000 },
      )
      .toBe('equal');
    await expect(page.locator('[data-counter="users"] dd').textContent()).resolves.toMatch(/^\d+$/);
    await expect(
      page.locator('section[aria-labelledby="home-services-title"] li').count(),
    ).resolves.toBe(6);
    await expect(
      page.getByRole('heading', { name: /celui ou celle qui portait/ }).count(),
    ).resolves.toBe(1);
    await expect(page.title()).resolves.toContain('Taalif');
    await page.screenshot({ path: `${ARTIFACTS_DIR}/home-desktop.png`, fullPage: true });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('fits a 360 px phone: no horizontal overflow, navigation in a drawer', async () => {
    const { context, page, problems } = await openPage(browser, baseUrl, {
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
    });
    await page.goto('/');
    await waitForCounters(page);
    await page.evaluate(() => document.fonts.ready);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${ARTIFACTS_DIR}/home-360.png`, fullPage: true });

    await page.getByRole('button', { name: 'Ouvrir la navigation' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('link', { name: 'Poèmes' }).click();
    await page.waitForURL('**/poems');
    await waitForHeading(page, 'Poèmes');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('takes Chakra’s reset and design tokens from the stylesheet, not from run-time CSS', async () => {
    const { context, page, problems } = await openPage(browser, baseUrl);
    await page.goto('/');
    await waitForHeading(page, /^Les poèmes d’une langue/);
    const styles = await page.evaluate(() => {
      const rulesOf = (sheet: CSSStyleSheet | null) =>
        [...(sheet?.cssRules ?? [])].map((rule) => rule.cssText).join('\n');
      const runTime = [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')];
      return {
        background: getComputedStyle(document.documentElement).getPropertyValue(
          '--chakra-colors-bg',
        ),
        fromLinkedSheet: [...document.styleSheets]
          .filter((sheet) => sheet.href?.includes('/assets/'))
          .some((sheet) => rulesOf(sheet).includes('--chakra-colors-bg:')),
        fromRunTime: runTime.some((style) => rulesOf(style.sheet).includes('--chakra-colors-bg:')),
      };
    });
    // Dark mode is the default (SPEC.md section 9): the ink-green surface of theme/system.ts.
    expect(styles).toEqual({ background: '#0e1311', fromLinkedSheet: true, fromRunTime: false });
    expect(problems).toEqual([]);
    await context.close();
  });
});
