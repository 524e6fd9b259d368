/**
 * Notes and highlights on verses, places and the library's file, in Debian's Chromium against
 * the real server: two browser contexts (a laptop and a phone) signed in to one new reader
 * account, on a poem this suite creates (no other suite edits it).
 * - A note (two verses chosen with a tap and Shift+tap, a colour, a text) made on one device
 *   shows on the other within 5 s (the delay is printed), marked on the verses.
 * - Offline on both, a note on each: after reconnecting, both hold on both.
 * - The place read on the laptop is where the phone opens the poem.
 * - "My notes" on a 360 px phone in Arabic (right to left): every note, searched.
 * - The library downloaded as a file, imported on a fresh device signed out (its counts shown
 *   first), and erased from the settings: the other device empties too.
 * Axe (serious and critical) on the poem with its editor open, "my notes" and the data screen.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminApi, createPoem } from './support/admin';
import { seriousViolations } from './support/axe';
import {
  PHONE,
  launchBrowser,
  openPage,
  seriousProblems,
  waitForHeading,
  type TestPage,
} from './support/browser';
import { mirrorRows, waitForMirror } from './support/mirror';
import {
  WITHIN_MS,
  librarySynced,
  registerReader,
  signedInDevice,
  type Reader,
} from './support/reader';
import { overflowsHorizontally } from './support/screenshots';

const baseUrl = inject('baseUrl');
const adminPassword = inject('adminPassword');
const stamp = Date.now();
const WAIT = { timeout: 20_000 };
const TITLE = `Téereb karmat ${stamp}`;
/** Eight stanzas of three verses: long enough for a place to be far down. */
const CONTENT = Array.from({ length: 8 }, (_, s) =>
  [1, 2, 3].map((v) => `Xaaj ${s + 1} baat ${v} bu ñu jàng ak xol bu sedd`).join('\n'),
).join('\n\n');

let browser: Browser;
let reader: Reader;
let laptop: TestPage;
let phone: TestPage;
let poemId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  reader = await registerReader(baseUrl, 'notes', { firstName: 'Awa', lastName: 'Ndiaye' });
  const api = await adminApi(baseUrl, adminPassword);
  ({ id: poemId } = await createPoem(api, {
    title: TITLE,
    content: CONTENT,
    publishedAt: 'now',
  } as Parameters<typeof createPoem>[1]));
  laptop = await signedInDevice(browser, baseUrl, reader);
  phone = await signedInDevice(browser, baseUrl, reader);
}, 300_000);
afterAll(() => browser?.close());

const verse = (page: Page, index: number) =>
  page.locator(`.poem-text [data-verse-index="${index}"]`);
const notes = (page: Page) => page.locator('[data-poem-notes] [data-note]');

async function openPoem(page: Page) {
  await page.goto(`/poem/${poemId}`);
  await waitForHeading(page, TITLE);
  await page.locator('[data-poem-notes]').waitFor(WAIT);
}

/** Writes a note with the editor: verses by tap (and Shift+tap), a colour, a text. */
async function writeNote(
  page: Page,
  { from, to, colour, text }: { from: number; to: number; colour: string; text: string },
) {
  await page.getByRole('button', { name: 'Ajouter une note', exact: true }).click();
  const editor = page.locator('[data-note-editor]');
  await editor.waitFor();
  await verse(page, from).click();
  if (to !== from) await verse(page, to).click({ modifiers: ['Shift'] });
  await editor.getByRole('button', { name: colour, exact: true }).click();
  await editor.getByLabel('Note', { exact: true }).fill(text);
  await editor.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await editor.waitFor({ state: 'detached' });
}

describe('notes, places and the library file on two devices of one account', () => {
  it('shows a note made on one device on the other within 5 s, marked on its verses', async () => {
    await openPoem(laptop.page);
    await openPoem(phone.page);
    await librarySynced(laptop.page);
    await librarySynced(phone.page);

    await writeNote(laptop.page, {
      from: 1,
      to: 2,
      colour: 'Vert',
      text: 'À apprendre pour le Magal',
    });
    const savedAt = Date.now();
    await phone.page.locator('[data-verse-index="2"][data-note-colour="green"]').waitFor(WAIT);
    const delay = Date.now() - savedAt;
    console.info(`note on one device shown on the other after ${delay} ms`);
    expect(delay).toBeLessThan(WITHIN_MS);

    // Both verses marked, with a name for screen readers (the colour is not the only cue).
    for (const index of [1, 2])
      expect(await verse(phone.page, index).getAttribute('data-note-colour')).toBe('green');
    expect(await verse(phone.page, 2).textContent()).toContain('Vert; note : À apprendre');
    expect(await verse(phone.page, 0).getAttribute('data-note-colour')).toBeNull();
    await expect(notes(phone.page).first().textContent()).resolves.toContain(
      'À apprendre pour le Magal',
    );

    // Editing on the phone changes the colour on the laptop.
    await notes(phone.page).first().getByRole('button', { name: 'Modifier' }).click();
    await phone.page.locator('[data-note-editor]').getByRole('button', { name: 'Bleu' }).click();
    expect(await seriousViolations(phone.page)).toEqual([]);
    await phone.page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await laptop.page.locator('[data-verse-index="1"][data-note-colour="blue"]').waitFor(WAIT);
    expect(await seriousViolations(laptop.page)).toEqual([]);
  }, 180_000);

  it('keeps a note made offline on each device once both reconnect', async () => {
    await laptop.context.setOffline(true);
    await phone.context.setOffline(true);
    await writeNote(laptop.page, { from: 5, to: 5, colour: 'Jaune', text: 'Hors ligne, portable' });
    await writeNote(phone.page, { from: 8, to: 10, colour: 'Rose', text: 'Hors ligne, téléphone' });
    for (const { page } of [laptop, phone]) {
      await expect.poll(() => notes(page).count()).toBe(2);
      await waitForMirror(page, async () => (await mirrorRows(page, 'libraryOutbox')).length > 0, {
        what: 'the offline note in the outbox',
      });
    }

    await laptop.context.setOffline(false);
    await phone.context.setOffline(false);
    for (const { page } of [laptop, phone]) {
      await expect.poll(() => notes(page).count(), WAIT).toBe(3);
      const texts = (await notes(page).allTextContents()).join('\n');
      expect(texts).toContain('Hors ligne, portable');
      expect(texts).toContain('Hors ligne, téléphone');
      await verse(page, 9).and(page.locator('[data-note-colour="pink"]')).waitFor();
    }
    expect(seriousProblems(laptop.problems)).toEqual([]);
    expect(seriousProblems(phone.problems)).toEqual([]);
  }, 180_000);

  it('opens the poem on the phone where it was read on the laptop', async () => {
    // The phone leaves the poem first: the place read last, on any device, is the laptop's.
    await phone.page.goto('/poems');
    await openPoem(laptop.page);
    await laptop.page.evaluate(() =>
      document.getElementById('stanza-6')!.scrollIntoView({ block: 'start' }),
    );
    // Leaving the poem (a link of the app) keeps the place; the sync takes it to the account.
    await laptop.page.locator('main a[href="/poems"], nav a[href="/poems"]').first().click();
    await laptop.page.waitForURL('**/poems');
    let place: number | undefined;
    await waitForMirror(
      laptop.page,
      async () => {
        const ops = await mirrorRows<{ kind: string; target?: { id: string }; position?: number }>(
          laptop.page,
          'libraryOps',
        );
        place = ops
          .filter((op) => op.kind === 'place.set' && op.target?.id === poemId)
          .at(-1)?.position;
        return (
          place !== undefined &&
          place >= 15 &&
          (await mirrorRows(laptop.page, 'libraryOutbox')).length === 0
        );
      },
      { what: "the laptop's place sent" },
    );
    const stanza = Math.floor(place! / 3) + 1;

    await waitForMirror(
      phone.page,
      async () =>
        (await mirrorRows<{ kind: string; position?: number }>(phone.page, 'libraryOps')).some(
          (op) => op.kind === 'place.set' && op.position === place,
        ),
      { what: "the laptop's place on the phone" },
    );
    await openPoem(phone.page);
    // In the upper third below the top bar: the stanza the app counts as being read.
    const readingLine = 96 + (900 - 96) / 3;
    await expect
      .poll(
        () =>
          phone.page.evaluate(
            ([n, line]) => {
              const top = document.getElementById(`stanza-${n}`)!.getBoundingClientRect().top;
              return top >= 0 && top < line;
            },
            [stanza, readingLine] as const,
          ),
        WAIT,
      )
      .toBe(true);
    expect(await phone.page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  }, 180_000);

  it('lists and searches every note on a 360 px phone in Arabic, right to left', async () => {
    const small = await signedInDevice(browser, baseUrl, reader, {
      lng: 'ar',
      context: { viewport: PHONE, locale: 'ar' },
    });
    await librarySynced(small.page);
    await small.page.goto('/library/notes');
    await waitForHeading(small.page, 'ملاحظاتي');
    expect(await small.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const listed = small.page.locator('[data-notes-list] [data-note]');
    await expect.poll(() => listed.count(), WAIT).toBe(3);
    expect(await listed.first().textContent()).toContain(TITLE);

    // Folded as the poems search: no accents, no capitals.
    await small.page.getByLabel('ابحث في ملاحظاتي').fill('telephone');
    await expect.poll(() => listed.count()).toBe(1);
    expect(await listed.first().textContent()).toContain('Hors ligne, téléphone');
    await small.page.getByLabel('ابحث في ملاحظاتي').fill('magal xaaj');
    await expect.poll(() => listed.count()).toBe(1);
    await small.page.getByLabel('ابحث في ملاحظاتي').fill('absent');
    await small.page.getByText('لا ملاحظة مطابقة').waitFor();
    expect(await overflowsHorizontally(small.page)).toBe(false);
    expect(await seriousViolations(small.page)).toEqual([]);
    await small.context.close();
  }, 240_000);

  it('downloads the library, imports it on a fresh device, and erases it everywhere', async () => {
    await laptop.page.goto('/library/data');
    await waitForHeading(laptop.page, /télécharger, importer, supprimer/);
    const [download] = await Promise.all([
      laptop.page.waitForEvent('download'),
      laptop.page.getByRole('button', { name: 'Télécharger ma bibliothèque' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^taalif-library-\d{4}-\d{2}-\d{2}\.json$/);
    const path = await download.path();
    const file = JSON.parse(await readFile(path, 'utf8')) as { format: string; ops: unknown[] };
    expect(file.format).toBe('taalif-library');
    expect(await seriousViolations(laptop.page)).toEqual([]);

    // A fresh device, signed out: the file's counts first, then the merge.
    const fresh = await openPage(browser, baseUrl);
    await fresh.page.goto('/library/data');
    await waitForHeading(fresh.page, /télécharger, importer, supprimer/);
    await fresh.page.locator('input[type="file"]').setInputFiles(path);
    const preview = fresh.page.locator('[data-import-preview]');
    await preview.waitFor();
    expect(await preview.locator('dd').allTextContents()).toEqual(['0', '0', '0', '3']);
    await preview.getByRole('button', { name: 'Ajouter à ma bibliothèque' }).click();
    await fresh.page.getByText('Ajouté à votre bibliothèque.').waitFor();
    await fresh.page.goto('/library/notes');
    await waitForHeading(fresh.page, 'Mes notes');
    await expect
      .poll(() => fresh.page.locator('[data-notes-list] [data-note]').count(), WAIT)
      .toBe(3);
    await fresh.context.close();

    // Erased on the laptop, confirmed: the phone's notes go too.
    await phone.page.goto('/library/notes');
    await waitForHeading(phone.page, 'Mes notes');
    await expect
      .poll(() => phone.page.locator('[data-notes-list] [data-note]').count(), WAIT)
      .toBe(3);
    await laptop.page.getByRole('button', { name: 'Supprimer ma bibliothèque' }).click();
    await laptop.page.getByRole('button', { name: 'Tout supprimer' }).click();
    await laptop.page.getByText('Votre bibliothèque a été supprimée.').waitFor(WAIT);
    await phone.page.getByText('Aucune note pour l’instant').waitFor(WAIT);
    // The server's copy is gone too.
    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: reader.email, password: reader.password }),
    });
    const { token } = (await login.json()) as { token: string };
    const exported = await fetch(`${baseUrl}/api/me/library/export`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await exported.json()) as { ops: unknown[] }).ops).toEqual([]);
  }, 240_000);
});
