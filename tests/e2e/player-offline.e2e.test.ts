/**
 * The player without a network: a downloaded recitation plays and seeks (the service worker
 * answers its byte ranges from the cache), one not downloaded says so instead of failing
 * silently, and the play made offline waits in the outbox.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPage } from './support/browser';
import {
  audioState,
  demoRecitations,
  launchPlayerBrowser,
  setAudioTime,
  waitForPlayingPast,
  type DemoRecitation,
} from './support/player-page';

const baseUrl = inject('baseUrl');
let browser: Browser;
let downloaded: DemoRecitation;
let other: DemoRecitation;

beforeAll(async () => {
  browser = await launchPlayerBrowser();
  const all = await demoRecitations(baseUrl);
  downloaded = all.find((r) => r.poemTitle === 'Tëgg caam') as DemoRecitation;
  other = all.find((r) => r !== downloaded) as DemoRecitation;
});
afterAll(() => browser?.close());

const player = (page: Page, r: DemoRecitation) =>
  page.locator(`[data-recitation-player="${r.audioId}"]`);

/** Plays counted offline and not yet sent. */
const pendingPlays = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const request = indexedDB.open('taalif');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const all = request.result.transaction('outbox').objectStore('outbox').getAll();
          all.onsuccess = () => {
            resolve((all.result as { kind: string }[]).filter((e) => e.kind === 'play').length);
            request.result.close();
          };
        };
      }),
  );

describe('recitation player offline', () => {
  it('plays and seeks a downloaded recitation in airplane mode, and says when one is not downloaded', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    await page.goto(`/poem/${downloaded.poemId}`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
    await player(page, downloaded).waitFor({ timeout: 30_000 });
    await player(page, downloaded)
      .getByRole('button', { name: /Télécharger hors connexion/ })
      .click();
    await page.locator('[data-offline-audio="downloaded"]').waitFor({ timeout: 30_000 });

    await context.setOffline(true);
    await page.reload();
    await player(page, downloaded).waitFor({ timeout: 30_000 });
    await expect(player(page, downloaded).locator('[data-player-error]').count()).resolves.toBe(0);
    await player(page, downloaded).locator('[data-player-toggle]').click();
    await waitForPlayingPast(page, 0.5);
    await setAudioTime(page, 40);
    await waitForPlayingPast(page, 40.5);
    expect((await audioState(page))?.error).toBeNull();
    await expect.poll(() => pendingPlays(page)).toBe(1);

    // Another recitation, never downloaded: a clear message and no play button to press.
    await page.goto(`/poem/${other.poemId}`);
    const otherPlayer = player(page, other);
    await otherPlayer.waitFor({ timeout: 30_000 });
    await expect(otherPlayer.getByRole('alert').textContent()).resolves.toContain(
      'n’est pas téléchargée',
    );
    await expect(otherPlayer.locator('[data-player-toggle]').isDisabled()).resolves.toBe(true);
    await context.setOffline(false);
    await context.close();
  });
});
