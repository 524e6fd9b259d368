/**
 * A reader looks for a phrase, not a word: "mbaar ma" in the statistics screen counts the two
 * words in a row (the domain's phraseStatistics). Online, the figures the screen shows are the
 * API's for the same query and options; in airplane mode (the context offline once the mirror
 * synced) the screen shows the same figures and the same marked stanzas, computed on the device.
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

const PHRASE = 'mbaar ma';

interface Shown {
  poems: string;
  occurrences: string;
  marks: string[];
}

/** Searches the phrase in the statistics screen and reads what it shows. */
async function search(page: Page): Promise<Shown> {
  await page.goto('/statistics');
  await waitForHeading(page, 'Statistiques');
  await page.getByLabel('Mot', { exact: true }).fill(PHRASE);
  await page.getByRole('button', { name: 'Chercher', exact: true }).click();
  await page.waitForURL(/word=mbaar/);
  await page.locator('mark').first().waitFor({ timeout: 15_000 });
  const figure = (label: string) => page.locator(`dt:text-is("${label}") + dd`).textContent();
  return {
    poems: (await figure('Poèmes')) ?? '',
    occurrences: (await figure('Occurrences')) ?? '',
    marks: await page.locator('mark').allTextContents(),
  };
}

describe('phrase statistics', () => {
  it('counts "mbaar ma" as the API does, online and in airplane mode', async () => {
    const { context, page, problems } = await openPage(browser, baseUrl);
    await page.goto('/statistics');
    await waitForFirstSync(page, baseUrl);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    const online = await search(page);
    const options = {
      ignoreAccents: await page.getByLabel(/Ignorer les accents/).isChecked(),
      variants: await page.getByLabel(/Autres graphies aussi/).isChecked(),
    };
    const served = await page.evaluate(
      async ({ phrase, ignoreAccents, variants }) => {
        const query = new URLSearchParams({
          word: phrase,
          ignoreAccents: String(ignoreAccents),
          variants: String(variants),
        });
        const response = await fetch(`/api/poems/statistics/word?${query}`);
        return (await response.json()) as { poemCount: number; totalOccurrences: number };
      },
      { phrase: PHRASE, ...options },
    );
    expect(served.totalOccurrences).toBeGreaterThan(1);
    expect(online.poems).toBe(String(served.poemCount));
    expect(online.occurrences).toBe(String(served.totalOccurrences));
    for (const mark of online.marks) expect(mark.toLowerCase()).toMatch(/^mbaar\s+ma$/u);
    expect(problems).toEqual([]);

    await context.setOffline(true);
    expect(await search(page)).toEqual(online);
    await context.setOffline(false);
    expect(
      problems.filter(
        (p) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource|API call failed/.test(p),
      ),
    ).toEqual([]);
    await context.close();
  });
});
