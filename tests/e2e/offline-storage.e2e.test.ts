/**
 * The storage screen in Debian's Chromium: it lists a downloaded recitation with its size,
 * deletes it (bytes and listing), shows the space bar, and the "only what is available
 * offline" switch survives a reload. Screenshots at phone width, French and Arabic (RTL).
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ARTIFACTS_DIR, PHONE, launchBrowser, openPage, waitForHeading } from './support/browser';
import { mirrorMeta, mirrorRows, waitForFirstSync, waitForMirror } from './support/mirror';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
});
afterAll(() => browser?.close());

/**
 * Saves a recitation the way client/offline-audio/audio-downloads.ts does (whole file into
 * 'taalif-audio', a row in the mirror's `downloads`), standing in for the download button
 * until a screen shows one.
 */
async function saveRecitation(page: Page, audio: { id: string; poemId: string }) {
  await page.evaluate(async ({ id, poemId }) => {
    const url = `/api/audios/stream/${id}`;
    const blob = await (await fetch(url, { cache: 'no-store' })).blob();
    const headers = { 'content-type': blob.type, 'content-length': String(blob.size) };
    await (await caches.open('taalif-audio')).put(url, new Response(blob, { headers }));
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('taalif');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    await new Promise<void>((resolve, reject) => {
      const tx = database.transaction('downloads', 'readwrite');
      tx.objectStore('downloads').put({
        audioId: id,
        poemId,
        sizeBytes: blob.size,
        downloadedAt: Date.now(),
      });
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    database.close();
  }, audio);
}

describe('storage screen', () => {
  it('lists, sizes and deletes downloads; the offline-only switch persists', async () => {
    const { context, page, problems } = await openPage(browser, baseUrl, { viewport: PHONE });
    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await waitForFirstSync(page, baseUrl);
    const [audio] = await mirrorRows<{ id: string; poemId: string; title: string }>(page, 'audios');
    await saveRecitation(page, audio!);

    await page.goto('/storage');
    await waitForHeading(page, 'Stockage');
    const item = page.locator(`[data-downloads] [data-audio-id="${audio!.id}"]`);
    await item.waitFor();
    expect(await item.textContent()).toContain(audio!.title);
    expect(await item.textContent()).toMatch(/\d+(,\d)?\s?(ko|Mo)/);
    expect(await page.locator('[data-storage-usage]').textContent()).toMatch(/utilisés sur/);
    await page.screenshot({ path: `${ARTIFACTS_DIR}/storage-fr-360.png`, fullPage: true });

    const toggle = page.getByRole('checkbox', { name: /disponible hors connexion/ });
    expect(await toggle.isChecked()).toBe(false);
    await page.getByText('Afficher seulement ce qui est disponible hors connexion').click();
    await waitForMirror(page, async () => (await mirrorMeta(page, 'offlineOnly')) === true, {
      what: 'the switch to be stored',
    });
    await page.reload();
    await waitForHeading(page, 'Stockage');
    await page.locator('[data-downloads]').waitFor();
    expect(
      await page.getByRole('checkbox', { name: /disponible hors connexion/ }).isChecked(),
    ).toBe(true);

    await page.getByRole('button', { name: `Supprimer ${audio!.title}` }).click();
    await page.getByText(/Aucune récitation téléchargée/).waitFor();
    expect(await mirrorRows(page, 'downloads')).toEqual([]);
    expect(
      await page.evaluate(async () => (await (await caches.open('taalif-audio')).keys()).length),
    ).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('reads right to left in Arabic at phone width', async () => {
    const { context, page, problems } = await openPage(browser, baseUrl, {
      viewport: PHONE,
      locale: 'ar',
    });
    await page.goto('/storage?lng=ar');
    await waitForHeading(page, 'التخزين');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${ARTIFACTS_DIR}/storage-ar-360.png`, fullPage: true });
    expect(problems).toEqual([]);
    await context.close();
  });
});
