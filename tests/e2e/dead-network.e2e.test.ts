/**
 * A connection that says "online" but carries nothing (a used-up data bundle, Wi-Fi without
 * internet), the most common network a reader in Senegal meets: every API request fails while
 * the browser still reports `navigator.onLine === true`. The reader's screens treat it as
 * offline (the same messages and disabled actions as airplane mode), a failed play never erases
 * the saved place in a recitation, and the app says when the connection is back.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PHONE, openPage, waitForHeading } from './support/browser';
import { waitForFirstSync } from './support/mirror';
import {
  audioState,
  demoRecitation,
  launchPlayerBrowser,
  setAudioTime,
  waitForPlayingPast,
  type DemoRecitation,
} from './support/player-page';
import { saveScreenshot } from './support/screenshots';

const baseUrl = inject('baseUrl');
let browser: Browser;
let recitation: DemoRecitation;

beforeAll(async () => {
  browser = await launchPlayerBrowser();
  recitation = await demoRecitation(baseUrl, 'Tëgg caam');
});
afterAll(() => browser?.close());

const API = '**/api/**';

/** Every API request, the service worker's included, fails as on a dead connection. */
const killNetwork = (context: BrowserContext) =>
  context.route(API, (route) => route.abort('internetdisconnected'));
const restoreNetwork = (context: BrowserContext) => context.unroute(API);

const savedRecitation = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('taalif:recitation') ?? 'null') as unknown);

describe('a dead connection that the browser calls online', () => {
  it('is offline for the player and the header, keeps the saved place, and says when it is back', async () => {
    const { context, page } = await openPage(browser, baseUrl, { viewport: PHONE });
    await page.goto(`/poem/${recitation.poemId}`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
    await waitForFirstSync(page, baseUrl);
    const player = page.locator(`[data-recitation-player="${recitation.audioId}"]`);
    await player.waitFor({ timeout: 30_000 });

    // Play, pause, and move to 0:05 (the place a reader stopped at).
    await player.locator('[data-player-toggle]').click();
    await waitForPlayingPast(page, 0.3);
    await player.locator('[data-player-toggle]').click();
    await expect.poll(async () => (await audioState(page))?.paused).toBe(true);
    await setAudioTime(page, 5);
    const place = 5;
    await expect
      .poll(() => savedRecitation(page))
      .toEqual({ audioId: recitation.audioId, time: place });
    await page.goto('/poets');
    await waitForHeading(page, 'Poètes');

    // The data runs out; the browser still says online. Reload: the place is offered.
    await killNetwork(context);
    await page.reload();
    await expect(page.evaluate(() => navigator.onLine)).resolves.toBe(true);
    const mini = page.locator('[data-mini-player]');
    await mini.waitFor({ timeout: 30_000 });
    await expect(mini.locator('[data-mini-time]').textContent()).resolves.toBe('0:05');

    // Tap play: it cannot play, but the place stays, here and after another reload.
    await mini.getByRole('button', { name: 'Lire' }).click();
    await page.locator('header [data-sync-status="offline"]').waitFor({ timeout: 20_000 });
    await expect.poll(async () => (await audioState(page))?.error ?? null).not.toBeNull();
    await expect(mini.locator('[data-mini-time]').textContent()).resolves.toBe('0:05');
    expect(await savedRecitation(page)).toEqual({ audioId: recitation.audioId, time: place });
    await page.reload();
    await mini.waitFor({ timeout: 30_000 });
    await expect(mini.locator('[data-mini-time]').textContent()).resolves.toBe('0:05');

    // The poem page says offline (as in airplane mode), Play is disabled, never "file not found".
    await mini.getByRole('link').click();
    await player.waitFor({ timeout: 30_000 });
    await player.locator('[data-player-error="offline"]').waitFor({ timeout: 20_000 });
    await expect(player.getByRole('alert').textContent()).resolves.not.toMatch(/introuvable/);
    await expect(player.locator('[data-player-toggle]').isDisabled()).resolves.toBe(true);
    // The header says offline, not "update failed".
    await expect(page.locator('header [data-sync-status="offline"]').count()).resolves.toBe(1);
    await expect(page.getByText('Échec de la mise à jour').count()).resolves.toBe(0);
    await saveScreenshot(page, 'dead-network-poem', 'fr');

    // The connection comes back: the app says so, and playing goes on from the place.
    await restoreNetwork(context);
    await page.locator('header [data-back-online]').waitFor({ timeout: 45_000 });
    await expect(page.locator('header [data-back-online]').textContent()).resolves.toBe(
      'De retour en ligne',
    );
    await expect(player.locator('[data-player-error]').count()).resolves.toBe(0);
    expect(await savedRecitation(page)).toEqual({ audioId: recitation.audioId, time: place });
    await player.locator('[data-player-toggle]').click();
    await waitForPlayingPast(page, place + 0.2);
    expect((await audioState(page))!.time).toBeLessThan(place + 3);
    await context.close();
  });
});
