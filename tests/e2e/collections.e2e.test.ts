/**
 * The reader's collections and listening in a row, in Debian's Chromium against the real
 * server: two browser contexts (two devices) signed in to one reader account of this suite's
 * own (registered through the API; nobody else edits it).
 * - A collection created (from a poem's "add to a collection"), renamed and reordered (with
 *   the keyboard) on one device shows on the other within 5 s (each delay printed).
 * - Offline on both, renamed on one and reordered (dragged) on the other: after reconnecting,
 *   both hold on both, in one order holding every item.
 * - The collection plays its recitations in a row (the first seeked near its end: the second
 *   starts when it ends), the lock screen's previous/next keys move through the row (offered
 *   only where the row has one), and the sleep timer's "end of this recitation" stops the row.
 * - A phone (360 px) in Arabic: right to left, nothing wider than the screen, axe clean, with
 *   the queue's panel open; its screenshot is saved and its alignment checked.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signIn } from './support/admin';
import { seriousViolations } from './support/axe';
import { PHONE, openPage, seriousProblems, waitForHeading, type TestPage } from './support/browser';
import { mirrorMeta, mirrorRows, waitForFirstSync, waitForMirror } from './support/mirror';
import {
  AUDIO_ID,
  demoRecitations,
  launchPlayerBrowser,
  setAudioTime,
  type DemoRecitation,
} from './support/player-page';
import { overflowsHorizontally, saveScreenshot } from './support/screenshots';

const baseUrl = inject('baseUrl');
const reader = {
  email: `collections-${Date.now()}@example.org`,
  password: 'mes-collections-1',
  firstName: 'Awa',
  lastName: 'Diop',
};
/** What the product promises between two visible, online devices. */
const WITHIN_MS = 5_000;
const WAIT = { timeout: 20_000 };

let browser: Browser;
let laptop: TestPage;
let phone: TestPage;
/** The three shortest demo recitations, shortest first. */
let recitations: DemoRecitation[];
let collectionId: string;

beforeAll(async () => {
  browser = await launchPlayerBrowser();
  const registered = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(reader),
  });
  expect(registered.status).toBe(201);
  const lastCue = (r: DemoRecitation) => r.cues.at(-1)?.end ?? 0;
  recitations = (await demoRecitations(baseUrl))
    .sort((a, b) => lastCue(a) - lastCue(b))
    .slice(0, 3);
  expect(recitations).toHaveLength(3);
  laptop = await openPage(browser, baseUrl);
  phone = await openPage(browser, baseUrl);
  for (const { page } of [laptop, phone]) {
    await signIn(page, reader, '/');
    await waitForFirstSync(page, baseUrl);
  }
}, 300_000);
afterAll(() => browser?.close());

/** The library's first sync ran on this device (its replica now belongs to the account). */
const librarySynced = (page: Page) =>
  waitForMirror(page, async () => (await mirrorMeta(page, 'library.generation')) !== undefined, {
    what: 'the library sync',
  });

/** The collection screen's items, in their order. */
const shownOrder = (page: Page) =>
  page
    .locator('[data-collection-items] > li')
    .evaluateAll((rows) => rows.map((row) => row.querySelector('a')?.textContent ?? ''));

/** Waits until the collection screen shows these items in this order; resolves when. */
async function waitForOrder(page: Page, titles: string[]) {
  await page.waitForFunction(
    (expected) =>
      JSON.stringify(
        [...document.querySelectorAll('[data-collection-items] > li')].map(
          (row) => row.querySelector('a')?.textContent ?? '',
        ),
      ) === JSON.stringify(expected),
    titles,
    WAIT,
  );
  return Date.now();
}

/** Opens a poem's "add to a collection" panel. */
async function openAddPanel(page: Page, recitation: DemoRecitation) {
  await page.goto(`/poem/${recitation.poemId}`);
  await waitForHeading(page, recitation.poemTitle);
  const toggle = page.getByRole('button', { name: 'Ajouter à une collection' });
  await toggle.click();
  await page.locator('[data-collection-panel]').waitFor(WAIT);
}

const openCollection = async (page: Page, name: string) => {
  await page.goto(`/collection/${collectionId}`);
  await waitForHeading(page, name);
};

const playingAudio = (page: Page) =>
  page.evaluate((id) => {
    const audio = document.getElementById(id) as HTMLAudioElement | null;
    return audio
      ? { src: audio.src, paused: audio.paused, ended: audio.ended, duration: audio.duration }
      : null;
  }, AUDIO_ID);

/** Waits until the player plays this recitation. */
const waitForPlaying = (page: Page, audioId: string) =>
  page.waitForFunction(
    ({ id, audio }) => {
      const element = document.getElementById(id) as HTMLAudioElement | null;
      return !!element && element.src.endsWith(`/${audio}`) && !element.paused;
    },
    { id: AUDIO_ID, audio: audioId },
    WAIT,
  );

/**
 * Keeps the lock screen's handlers the page sets (`window.lockScreenKeys`, by action), so the
 * test can see which keys are offered and press them: no test can press a headset's keys.
 */
function recordLockScreenKeys() {
  const keys: Record<string, MediaSessionActionHandler | null> = {};
  Object.assign(window, { lockScreenKeys: keys });
  const set = MediaSession.prototype.setActionHandler;
  MediaSession.prototype.setActionHandler = function (action, handler) {
    keys[action] = handler;
    set.call(this, action, handler);
  };
}

type RecordedKeys = { lockScreenKeys: Record<string, MediaSessionActionHandler | null> };

/** Whether the lock screen offers previous and next track now. */
const lockScreenKeys = (page: Page) =>
  page.evaluate(() => {
    const keys = (window as unknown as RecordedKeys).lockScreenKeys;
    return { previous: !!keys.previoustrack, next: !!keys.nexttrack };
  });

const pressLockScreenKey = (page: Page, action: 'previoustrack' | 'nexttrack') =>
  page.evaluate((name) => {
    (window as unknown as RecordedKeys).lockScreenKeys[name]!({ action: name });
  }, action);

/** Seeks the playing recitation to a second before its end, once its duration is known. */
async function seekNearEnd(page: Page) {
  await page.waitForFunction(
    (id) => Number.isFinite((document.getElementById(id) as HTMLAudioElement).duration),
    AUDIO_ID,
    WAIT,
  );
  const { duration } = (await playingAudio(page))!;
  await setAudioTime(page, duration - 1);
}

describe('collections on two devices of one account', () => {
  const first = () => recitations[0]!;
  const second = () => recitations[1]!;
  const third = () => recitations[2]!;
  const name = 'À apprendre pour le Magal';
  const renamed = 'Kocc Barma';

  it('shows a collection created, renamed and reordered on one device on the other within 5 s', async () => {
    await phone.page.goto('/library');
    await waitForHeading(phone.page, 'Ma bibliothèque');
    await librarySynced(phone.page);
    await openAddPanel(laptop.page, first());
    await librarySynced(laptop.page);
    await laptop.page.getByLabel('Nouvelle collection').fill(name);
    await laptop.page
      .locator('[data-collection-panel]')
      .getByRole('button', { name: 'Créer' })
      .click();
    const createdAt = Date.now();
    await laptop.page.getByRole('checkbox', { name, checked: true }).waitFor(WAIT);
    await phone.page.getByRole('link', { name, exact: true }).waitFor(WAIT);
    const created = Date.now() - createdAt;

    for (const recitation of [second(), third()]) {
      await openAddPanel(laptop.page, recitation);
      // A click, not check(): the box shows the replica, which confirms it a moment later.
      await laptop.page.getByRole('checkbox', { name }).click();
      await laptop.page.getByRole('checkbox', { name, checked: true }).waitFor(WAIT);
    }
    await phone.page.getByRole('link', { name, exact: true }).click();
    await waitForHeading(phone.page, name);
    collectionId = phone.page.url().split('/collection/')[1]!;
    const titles = [first(), second(), third()].map((r) => r.poemTitle);
    await waitForOrder(phone.page, titles);

    await openCollection(laptop.page, name);
    await laptop.page.getByRole('button', { name: 'Renommer' }).click();
    await laptop.page.getByLabel('Nom', { exact: true }).fill(renamed);
    await laptop.page.getByRole('button', { name: 'Enregistrer' }).click();
    const renamedAt = Date.now();
    await waitForHeading(laptop.page, renamed);
    await waitForHeading(phone.page, renamed);
    const renaming = Date.now() - renamedAt;

    // With the keyboard: the first item one down; focus stays on its button, and it is said.
    const down = laptop.page.getByRole('button', { name: `Descendre ${titles[0]}` });
    await down.focus();
    await laptop.page.keyboard.press('Enter');
    const movedAt = Date.now();
    const reordered = [titles[1]!, titles[0]!, titles[2]!];
    await waitForOrder(laptop.page, reordered);
    await expect
      .poll(() => laptop.page.locator('[data-collection-said]').textContent())
      .toBe(`${titles[0]} : position 2 sur 3`);
    await expect
      .poll(() => laptop.page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe(`Descendre ${titles[0]}`);
    const moving = (await waitForOrder(phone.page, reordered)) - movedAt;

    console.info(
      `collection shown on the other device after: created ${created} ms, renamed ${renaming} ms, reordered ${moving} ms`,
    );
    expect(created).toBeLessThan(WITHIN_MS);
    expect(renaming).toBeLessThan(WITHIN_MS);
    expect(moving).toBeLessThan(WITHIN_MS);
    expect(await seriousViolations(laptop.page)).toEqual([]);
  }, 240_000);

  it('keeps a rename made offline on one and a reorder made offline on the other', async () => {
    const titles = [second(), first(), third()].map((r) => r.poemTitle);
    for (const { page } of [laptop, phone]) {
      await openCollection(page, renamed);
      await waitForOrder(page, titles);
    }
    await laptop.context.setOffline(true);
    await phone.context.setOffline(true);

    await laptop.page.getByRole('button', { name: 'Renommer' }).click();
    await laptop.page.getByLabel('Nom', { exact: true }).fill('Pour le Magal');
    await laptop.page.getByRole('button', { name: 'Enregistrer' }).click();
    await waitForHeading(laptop.page, 'Pour le Magal');
    // Dragged: the last item onto the first place.
    const rows = phone.page.locator('[data-collection-items] > li');
    await rows.nth(2).dragTo(rows.nth(0));
    const expected = [titles[2]!, titles[0]!, titles[1]!];
    await waitForOrder(phone.page, expected);
    for (const { page } of [laptop, phone])
      await waitForMirror(page, async () => (await mirrorRows(page, 'libraryOutbox')).length > 0, {
        what: 'the offline change in the outbox',
      });

    await laptop.context.setOffline(false);
    await phone.context.setOffline(false);
    for (const { page } of [laptop, phone]) {
      await waitForHeading(page, 'Pour le Magal');
      await waitForOrder(page, expected);
    }
    expect(await shownOrder(laptop.page)).toEqual(await shownOrder(phone.page));
    expect(seriousProblems(laptop.problems)).toEqual([]);
    expect(seriousProblems(phone.problems)).toEqual([]);
  }, 180_000);

  it('plays the collection in a row, and "end of this recitation" stops the row', async () => {
    const page = laptop.page;
    await page.context().addInitScript(recordLockScreenKeys);
    // The order now: third, second, first: the longest first, then the two shortest.
    await openCollection(page, 'Pour le Magal');
    await page.getByRole('button', { name: 'Écouter à la suite' }).click();
    await waitForPlaying(page, third().audioId);
    await page.locator('[data-mini-player]').waitFor(WAIT);
    // The first of the row: the lock screen offers next, not previous.
    await expect.poll(() => lockScreenKeys(page)).toEqual({ previous: false, next: true });
    await seekNearEnd(page);
    // It ends by itself; the next one starts.
    await waitForPlaying(page, second().audioId);
    await expect.poll(() => lockScreenKeys(page)).toEqual({ previous: true, next: true });
    // The headset's previous key goes back one recitation, its next key forward again.
    await pressLockScreenKey(page, 'previoustrack');
    await waitForPlaying(page, third().audioId);
    await expect.poll(() => lockScreenKeys(page)).toEqual({ previous: false, next: true });
    await pressLockScreenKey(page, 'nexttrack');
    await waitForPlaying(page, second().audioId);

    await page.getByRole('button', { name: 'File d’écoute et minuterie' }).click();
    const queue = page.locator('[data-queue-panel]');
    await queue.waitFor(WAIT);
    await expect.poll(() => queue.locator('[aria-current="true"]').textContent()).toBeTruthy();
    await page.getByLabel('Minuterie d’arrêt').selectOption('end');
    await page.getByText('Arrêt à la fin de cette récitation').waitFor(WAIT);
    await seekNearEnd(page);
    await page.waitForFunction(
      (id) => (document.getElementById(id) as HTMLAudioElement).ended,
      AUDIO_ID,
      WAIT,
    );
    // The timer is done (its choice back to none) and the row stopped on this recitation.
    await expect.poll(() => page.getByLabel('Minuterie d’arrêt').inputValue()).toBe('off');
    await mirrorRows(page, 'libraryOps');
    const after = await playingAudio(page);
    expect(after?.src.endsWith(`/${second().audioId}`)).toBe(true);
    expect(after?.paused).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Fermer le lecteur' }).click();
  }, 180_000);

  it('on a 360 px phone in Arabic: right to left, within the screen, axe clean', async () => {
    const small = await openPage(browser, baseUrl, { viewport: PHONE });
    const page = small.page;
    await signIn(page, reader, '/library', 'returnTo', 'ar');
    await waitForFirstSync(page, baseUrl);
    await librarySynced(page);
    await waitForHeading(page, 'مكتبتي');
    await page.getByRole('link', { name: 'Pour le Magal', exact: true }).waitFor(WAIT);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);

    await openCollection(page, 'Pour le Magal');
    await page.locator('[data-collection-items] > li').nth(2).waitFor(WAIT);
    await page.getByRole('button', { name: 'تشغيل على التوالي' }).click();
    await page.locator('[data-mini-player]').waitFor(WAIT);
    await page.getByRole('button', { name: 'قائمة التشغيل ومؤقت النوم' }).click();
    await page.locator('[data-queue-panel]').waitFor(WAIT);
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    // Right to left: each item's grip (its first child) sits at the row's right edge.
    const sides = await page
      .locator('[data-collection-items] > li')
      .first()
      .evaluate((row) => {
        const rowBox = row.getBoundingClientRect();
        const grip = row.firstElementChild!.getBoundingClientRect();
        return { rowRight: rowBox.right, gripRight: grip.right, rowLeft: rowBox.left };
      });
    expect(sides.rowRight - sides.gripRight).toBeLessThan(sides.gripRight - sides.rowLeft);
    console.info(`screenshot: ${await saveScreenshot(page, 'collection', 'ar')}`);
    expect(seriousProblems(small.problems)).toEqual([]);
    await small.context.close();
  }, 180_000);
});
