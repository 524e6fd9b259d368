import type { Browser, Page } from 'playwright-core';
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
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/**
 * Waits until <html> carries this lang and dir (i18next settles just after the load event; a
 * switch first loads the language's chunk, which took over 10 s once on a loaded machine).
 */
const expectHtml = (page: Page, lang: string, dir: 'ltr' | 'rtl') =>
  page.waitForFunction(
    ([l, d]) => document.documentElement.lang === l && document.documentElement.dir === d,
    [lang, dir] as const,
    { timeout: 20_000 },
  );

describe('languages', () => {
  it('switches to Arabic from the menu: right-to-left, Arabic text, remembered on reload', async () => {
    const { context, page, problems } = await openPage(browser, baseUrl, {
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
    });
    await page.goto('/');
    await waitForHeading(page, /Les poèmes/);
    await expectHtml(page, 'fr', 'ltr');
    await page.getByRole('button', { name: /Choisir la langue/ }).click();
    await page.getByRole('menuitemradio', { name: 'العربية' }).click();
    await expectHtml(page, 'ar', 'rtl');
    await waitForHeading(page, 'قصائد لغةٍ بأكملها، بين يدي كل قارئ');

    await page.reload();
    await expectHtml(page, 'ar', 'rtl');
    await waitForCounters(page);
    await page.evaluate(() => document.fonts.ready);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${ARTIFACTS_DIR}/home-ar-360.png`, fullPage: true });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('follows ?lng= and the browser language, falling back to French', async () => {
    const english = await openPage(browser, baseUrl, { locale: 'en-GB' });
    await english.page.goto('/');
    await expectHtml(english.page, 'en', 'ltr');
    await english.page.goto('/?lng=wol');
    await expectHtml(english.page, 'wo', 'ltr');
    await english.page.getByRole('link', { name: 'Jàng taalif yi' }).waitFor();
    await english.context.close();

    const other = await openPage(browser, baseUrl, { locale: 'de-DE' });
    await other.page.goto('/');
    await expectHtml(other.page, 'fr', 'ltr');
    await other.context.close();
  });
});
