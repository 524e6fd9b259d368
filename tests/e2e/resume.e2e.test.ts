/**
 * "Resume where I stopped" in Debian's Chromium against the real server and the demo anthology:
 * a poem reopened in a new page (an app restarted: no history, no browser scroll restoration)
 * scrolls back to the stanza the reader was reading; a recitation played to ~3 s is offered
 * after a reload by the mini-player, paused at that time, and playing resumes from there.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PHONE, openPage, waitForHeading } from './support/browser';
import {
  audioState,
  demoRecitation,
  launchPlayerBrowser,
  waitForPlayingPast,
  type DemoRecitation,
} from './support/player-page';

const baseUrl = inject('baseUrl');
let browser: Browser;
let recitation: DemoRecitation;

beforeAll(async () => {
  browser = await launchPlayerBrowser();
  // Tëgg caam: three stanzas, the third well below a phone's first screen.
  recitation = await demoRecitation(baseUrl, 'Tëgg caam');
});
afterAll(() => browser?.close());

/** Where stanza `n` is relative to the top of the screen (px). */
const stanzaTop = (page: Page, n: number) =>
  page.evaluate(
    (id) => document.getElementById(id)?.getBoundingClientRect().top ?? null,
    `stanza-${n}`,
  );

describe('resume where I stopped', () => {
  it('reopens a poem at the stanza the reader was reading', async () => {
    const { context, page, problems } = await openPage(browser, baseUrl, { viewport: PHONE });
    await page.goto(`/poem/${recitation.poemId}`);
    await page.locator('#stanza-3').waitFor();
    await expect(stanzaTop(page, 3)).resolves.toBeGreaterThan(PHONE.height);
    await page.locator('#stanza-3').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await expect.poll(() => stanzaTop(page, 3)).toBeLessThan(PHONE.height / 2);
    // Leaving the page (pagehide) writes the position; a new page is a restarted app.
    await page.goto('/');
    await page.close();

    const again = await context.newPage();
    await again.goto(`/poem/${recitation.poemId}`);
    await again.locator('#stanza-3').waitFor();
    await expect
      .poll(() => stanzaTop(again, 3), { timeout: 10_000 })
      .toBeLessThan(PHONE.height / 2);
    await expect(stanzaTop(again, 3)).resolves.toBeGreaterThanOrEqual(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('offers the recitation after a reload, paused at its time, and plays on from there', async () => {
    const { context, page, problems } = await openPage(browser, baseUrl);
    await page.goto(`/poem/${recitation.poemId}`);
    const player = page.locator(`[data-recitation-player="${recitation.audioId}"]`);
    await player.waitFor({ timeout: 30_000 });
    await player.locator('[data-player-toggle]').click();
    await waitForPlayingPast(page, 3);
    const playedTo = (await audioState(page))!.time;
    // Away from the poem (its full player hides the mini-player), then a reload.
    await page.locator('nav a[href="/poets"]').first().click();
    await waitForHeading(page, 'Poètes');
    await page.reload();

    const mini = page.locator('[data-mini-player]');
    await mini.waitFor({ timeout: 30_000 });
    await expect(mini.getByRole('link').textContent()).resolves.toContain(recitation.poemTitle);
    const play = mini.getByRole('button', { name: 'Lire' });
    await expect(play.isVisible()).resolves.toBe(true);
    await expect
      .poll(async () => (await audioState(page))?.time ?? 0, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(playedTo - 0.01);
    const restored = (await audioState(page))!;
    expect(restored.paused).toBe(true);
    expect(restored.time).toBeLessThan(playedTo + 1.5);
    await expect(mini.locator('[data-mini-time]').textContent()).resolves.toBe(
      `0:0${Math.floor(restored.time)}`,
    );

    await play.click();
    await waitForPlayingPast(page, restored.time + 0.3);
    // Resumed from the saved time, not from the start.
    expect((await audioState(page))!.time).toBeLessThan(restored.time + 3);
    expect(problems).toEqual([]);
    await context.close();
  });
});
