/**
 * The install card on a phone covers nothing for good: with the card
 * shown, the page scrolled to its end shows its last controls and verses above the card,
 * and a dismissal keeps the card away after a reload.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PHONE, launchBrowser, openPage } from './support/browser';
import { demoRecitations } from './support/player-page';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** What Chromium fires when the app is installable (headless Chromium does not). */
const offerInstall = (page: Page) =>
  page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => undefined,
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    });
    window.dispatchEvent(event);
  });

/** The page's controls and texts that the card hides when the page is scrolled to its end. */
const hiddenAtTheEnd = (page: Page) =>
  page.evaluate(async () => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const card = document.querySelector('[role="dialog"][aria-labelledby="install-prompt-title"]');
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
    const card = page.getByRole('dialog', { name: 'Installer Taalif' });
    await card.waitFor();
    await page.waitForTimeout(300);
    expect(await hiddenAtTheEnd(page)).toEqual([]);

    await card.getByRole('button', { name: 'Pas maintenant', exact: true }).last().click();
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await offerInstall(page);
    await page.waitForTimeout(300);
    expect(await card.count()).toBe(0);
    await context.close();
  });
});
