/**
 * The install card on a phone covers nothing: with the card shown, the page scrolled to its
 * end shows its last controls and verses, the docked mini-player's Pause and Close stay under
 * the reader's finger at 360 and 412 px, a first visit's player controls are not hidden, no
 * fixed element covers another, and a dismissal keeps the card away after a reload.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PHONE, openPage, settled, waitForHeading } from './support/browser';
import {
  audioState,
  demoRecitations,
  launchPlayerBrowser,
  waitForPlayingPast,
} from './support/player-page';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchPlayerBrowser();
});
afterAll(() => browser?.close());

/** What Chromium fires when the app is installable (headless Chromium does not). */
/**
 * Offers the install as the browser would, until the app has taken the offer (it cancels the
 * browser's own banner: `defaultPrevented`); its listener is attached after the first content.
 */
async function offerInstall(page: Page): Promise<void> {
  const offer = () =>
    page.evaluate(() => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => undefined,
        userChoice: Promise.resolve({ outcome: 'dismissed' }),
      });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });
  await expect.poll(offer, { timeout: 15_000 }).toBe(true);
}

/**
 * The controls of the player and of every fixed or sticky element (the top bar, the docked
 * mini-player, …) that something else covers on screen: what the page has at a control's
 * centre must be the control, its inside or its container, never another element over it.
 */
const coveredControls = (page: Page) =>
  page.evaluate(async () => {
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    const pinned = (el: Element | null): boolean =>
      el !== null &&
      (['fixed', 'sticky'].includes(getComputedStyle(el).position) || pinned(el.parentElement));
    return [...document.querySelectorAll('a, button, input, select')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return (
          (el.closest('[data-recitation-player]') !== null || pinned(el)) &&
          box.width > 0 &&
          box.height > 0 &&
          getComputedStyle(el).visibility !== 'hidden' &&
          box.top >= 0 &&
          box.bottom <= innerHeight &&
          box.left >= 0 &&
          box.right <= innerWidth
        );
      })
      .flatMap((el) => {
        const box = el.getBoundingClientRect();
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        // An ancestor found there (a wrapped inline link's gap) covers nothing.
        return top === null || el.contains(top) || top.contains(el)
          ? []
          : [`${name(el)} under ${name(top)}`];
      });
  });

/** The page's controls and texts that the card hides when the page is scrolled to its end. */
const hiddenAtTheEnd = (page: Page) =>
  page.evaluate(async () => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const card = document.querySelector('[aria-labelledby="install-prompt-title"]');
    const ownText = (el: Element) =>
      [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
    const controls = [...document.querySelectorAll('main *, footer *')].filter(
      (el) =>
        !card?.contains(el) &&
        el.getBoundingClientRect().height > 0 &&
        (el.matches('a, button') || ownText(el)),
    );
    return controls
      .filter((el) => {
        const box = el.getBoundingClientRect();
        if (box.bottom <= 0 || box.top >= innerHeight) return false;
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return top !== null && card?.contains(top) === true;
      })
      .map((el) => el.textContent?.trim() ?? el.tagName);
  });

describe('the install card', () => {
  it('leaves the end of a recitation page reachable, and stays away once dismissed', async () => {
    // A demo recitation, whose verses make the page longer than the screen (the dashboard's
    // suites share this server and may have uploaded shorter ones).
    const [recitation] = await demoRecitations(baseUrl);
    const { context, page } = await openPage(browser, baseUrl, { viewport: PHONE });
    await page.goto(`/audio/${recitation!.audioId}`);
    // The player and the verses, which make the page longer than the screen.
    await page.getByRole('button', { name: /^Télécharger hors connexion/ }).waitFor();
    await offerInstall(page);
    const card = page.locator('[aria-labelledby="install-prompt-title"]');
    await card.waitFor();
    await settled(page);
    expect(await hiddenAtTheEnd(page)).toEqual([]);

    await card.getByRole('button', { name: 'Pas maintenant', exact: true }).last().click();
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    // Taken, and the screen drawn after it: a card would be there by now.
    await offerInstall(page);
    await settled(page);
    expect(await card.count()).toBe(0);
    await context.close();
  });

  it.each([360, 412])(
    'covers neither the mini-player nor the player on a first visit (%i px)',
    async (width) => {
      const [recitation] = await demoRecitations(baseUrl);
      const viewport = { width, height: width === 360 ? 780 : 915 };
      const { context, page } = await openPage(browser, baseUrl, { viewport });
      // A first visit of a poem with a recitation: the card comes while the player is on screen.
      await page.goto(`/poem/${recitation!.poemId}`);
      const player = page.locator(`[data-recitation-player="${recitation!.audioId}"]`);
      await player.waitFor({ timeout: 30_000 });
      await offerInstall(page);
      const card = page.locator('[aria-labelledby="install-prompt-title"]');
      await card.waitFor();
      expect(await coveredControls(page)).toEqual([]);

      // Playing, then on another page: the docked mini-player and the card.
      await player.locator('[data-player-toggle]').click();
      await waitForPlayingPast(page, 0.3);
      await page.getByRole('link', { name: 'Tous les poèmes' }).first().click();
      await waitForHeading(page, 'Poèmes');
      await offerInstall(page);
      await card.waitFor();
      const mini = page.locator('[data-mini-player]');
      await mini.waitFor();
      expect(await coveredControls(page)).toEqual([]);
      await mini.getByRole('button', { name: 'Pause' }).click({ timeout: 5_000 });
      await expect.poll(async () => (await audioState(page))?.paused).toBe(true);
      await mini.getByRole('button', { name: 'Fermer le lecteur' }).click({ timeout: 5_000 });
      await expect(mini.count()).resolves.toBe(0);
      await context.close();
    },
  );
});
