/**
 * A reader types a popular spelling and finds the poem written the other way (the domain's
 * spelling key), in the statistics screen and in the poems search, online and in airplane mode
 * (the context offline once the mirror synced): "bouki" finds bukki, "Serigne" finds sëriñ,
 * each poem saying "Aussi écrit". The switch turns other spellings off, and is remembered.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, waitForHeading } from './support/browser';
import { waitForFirstSync } from './support/mirror';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const VARIANTS = 'Autres graphies aussi (Serigne = sëriñ)';

/** The "also written" lines shown, once the list shows `expected` of them. */
async function alsoWritten(page: Page, expected: number): Promise<string[]> {
  const lines = page.locator('[data-also-written]');
  if (expected > 0)
    await lines
      .nth(expected - 1)
      .waitFor({ timeout: 20_000 })
      .catch(async (error: Error) => {
        // What the reader saw instead, so that a failure on a loaded machine says why.
        const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
        const main = (await page.locator('main').innerText()).slice(0, 600);
        throw new Error(
          `${error.message}\nat ${page.url()}\nlisted: ${headings.join(' | ')}\n${main}`,
        );
      });
  return lines.allTextContents();
}

async function statisticsFor(page: Page, word: string) {
  await page.getByLabel('Mot', { exact: true }).fill(word);
  await page.getByRole('button', { name: 'Chercher', exact: true }).click();
}

async function checkStatistics(page: Page) {
  await page.goto('/statistics');
  await waitForHeading(page, 'Statistiques');
  const variants = page.getByLabel(VARIANTS);
  if (!(await variants.isChecked())) await variants.check();
  await statisticsFor(page, 'bouki');
  expect(await alsoWritten(page, 1)).toEqual(['Aussi écrit : bukki']);
  await page.getByText('Par graphie').waitFor();

  await variants.uncheck();
  await page.getByRole('button', { name: 'Chercher', exact: true }).click();
  await page.waitForURL(/variants=false/);
  await page.locator('[data-also-written]').first().waitFor({ state: 'detached' });
  expect(await page.locator('dt:text-is("Poèmes") + dd').textContent()).toBe('1');
}

async function checkPoemsSearch(page: Page) {
  await page.goto('/poems');
  await waitForHeading(page, 'Poèmes');
  const variants = page.getByLabel(VARIANTS);
  // The statistics screen's choice (off) is remembered here too.
  expect(await variants.isChecked()).toBe(false);
  await variants.check();
  await page.waitForURL(/variants=true/);
  await page.getByLabel('Rechercher un poème').fill('Serigne');
  // Both: the search, sent after the box's pause, keeps the switch turned on just before it.
  await page.waitForURL(
    (url) => url.search.includes('q=Serigne') && url.search.includes('variants=true'),
  );
  expect(await alsoWritten(page, 1)).toEqual(['Aussi écrit : sëriñ']);
  await page.getByRole('heading', { level: 2, name: 'Cemb' }).waitFor();

  await variants.uncheck();
  await page.getByText('Aucun poème ne correspond à votre recherche').waitFor();
  expect(await page.locator('[data-also-written]').count()).toBe(0);
}

describe('other spellings', () => {
  it('online, then in airplane mode, in the statistics and the poems search', async () => {
    const { context, page, problems } = await openPage(browser, baseUrl);
    await page.goto('/statistics');
    await waitForFirstSync(page, baseUrl);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    await checkStatistics(page);
    await checkPoemsSearch(page);
    expect(problems).toEqual([]);

    await context.setOffline(true);
    await checkStatistics(page);
    await checkPoemsSearch(page);
    await context.setOffline(false);
    expect(
      problems.filter(
        (p) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource|API call failed/.test(p),
      ),
    ).toEqual([]);
    await context.close();
  });
});
