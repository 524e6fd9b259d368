/**
 * The dashboard's forms in Chromium: an administrator signs in through the login
 * form and creates a difficult word (poem picked from the device's mirror, Ctrl+S), edits it
 * (refused offline with the draft kept, then saved), meets a conflict made by a second
 * administrator's browser on the same word and keeps their own text, finds an unsaved draft
 * offered back after a reload, and deletes the word; a reader's browser sees each change
 * after its next sync. axe and screenshots of the form and the conflict view at 1280 px,
 * 390 px and in Arabic.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminApi, createPoem, signIn, type AdminApi } from './support/admin';
import { seriousViolations } from './support/axe';
import { launchBrowser, openPage, waitForHeading, type TestPage } from './support/browser';
import { mirrorRows, waitForFirstSync, waitForMirror } from './support/mirror';
import { overflowsHorizontally, saveScreenshot } from './support/screenshots';

const baseUrl = inject('baseUrl');
const adminPassword = inject('adminPassword');
const WIDE = { width: 1280, height: 900 };
const NARROW = { width: 390, height: 844 };
const stamp = Date.now();
const poemTitle = `Taalif bu formulaire ${stamp}`;
let browser: Browser;
let api: AdminApi;
let poemId: string;

interface Word {
  id: string;
  word: string;
  definition: string;
  explanation: string | null;
  poemId: string | null;
  version: number;
}

/** The reader's device after its next sync (a reload starts one) holds what `check` wants. */
async function readerSees(reader: TestPage, what: string, check: (words: Word[]) => boolean) {
  await reader.page.reload();
  await waitForMirror(
    reader.page,
    async () => check(await mirrorRows<Word>(reader.page, 'difficultWords')),
    {
      what,
    },
  );
}

/** Opens the edit form of `id` and waits until its draft check is done. */
async function openEdit(page: Page, id: string) {
  await page.goto(`/dashboard/difficult-words/${id}/edit`);
  await page.getByRole('textbox', { name: /^Définition/ }).waitFor();
}

beforeAll(async () => {
  browser = await launchBrowser();
  api = await adminApi(baseUrl, adminPassword);
  ({ id: poemId } = await createPoem(api, {
    title: poemTitle,
    content: `Baat bu jëkk\nBaat bu ñaareel\n\nMbindum ${stamp}`,
  }));
});
afterAll(() => browser?.close());

describe('the difficult-word form', () => {
  it('creates, edits (offline refused first), meets another administrator’s save, restores a draft and deletes; the reader’s device follows', async () => {
    const reader = await openPage(browser, baseUrl);
    await reader.page.goto('/');
    await waitForFirstSync(reader.page, baseUrl);

    // Create: the administrator signs in through the form and lands on the new-word screen.
    const admin = await openPage(browser, baseUrl, { viewport: WIDE });
    const { page } = admin;
    await signIn(page, { password: adminPassword }, '/dashboard/difficult-words/new');
    await waitForHeading(page, 'Nouveau mot difficile');
    // The picker reads the mirror: wait for the administrator's device to hold the new poem.
    await waitForMirror(
      page,
      async () => (await mirrorRows(page, 'poems')).some((p) => p.id === poemId),
      {
        what: 'the admin mirror to hold the poem',
      },
    );
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Le mot est obligatoire').waitFor();
    await page.getByText('La définition est obligatoire').waitFor();
    const word = `ngëneel${stamp}`;
    await page.getByRole('textbox', { name: /^Mot/ }).fill(word);
    await page.getByRole('textbox', { name: /^Définition/ }).fill('Excellence');
    await page.getByRole('searchbox', { name: /Rechercher par titre/ }).fill(`${stamp}`);
    await page.getByRole('button', { name: poemTitle }).click();
    await page.getByTestId('chosen-poem').getByText(poemTitle).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'admin-form-difficult-word', 'fr');
    await page.keyboard.press('Control+s');
    await page.getByText('Mot difficile créé').waitFor();
    await page.waitForURL(/\/dashboard\/difficult-words\/[0-9a-f-]{36}$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    const created = await api<Word>('GET', `difficult-words/${id}`);
    expect(created).toMatchObject({ word, definition: 'Excellence', poemId });
    // The administrator's own device synced at once.
    await waitForMirror(
      page,
      async () => (await mirrorRows<Word>(page, 'difficultWords')).some((w) => w.id === id),
      {
        what: 'the admin mirror to hold the new word',
      },
    );
    await readerSees(reader, 'the reader to get the new word', (words) =>
      words.some((w) => w.id === id && w.definition === 'Excellence'),
    );

    // Edit: offline, the save is refused and nothing is lost; online, it is saved.
    await openEdit(page, id);
    await waitForHeading(page, 'Modifier le mot difficile');
    await page.getByRole('textbox', { name: /^Définition/ }).fill('Excellence, mérite');
    await admin.context.setOffline(true);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Vous êtes hors ligne : rien n’a été envoyé.', { exact: false }).waitFor();
    expect((await api<Word>('GET', `difficult-words/${id}`)).definition).toBe('Excellence');
    expect(await page.getByRole('textbox', { name: /^Définition/ }).inputValue()).toBe(
      'Excellence, mérite',
    );
    await waitForMirror(
      page,
      async () =>
        (await mirrorRows<{ recordId: string; values: Word }>(page, 'drafts')).some(
          (d) => d.recordId === id && d.values.definition === 'Excellence, mérite',
        ),
      { what: 'the draft of the offline edit' },
    );
    await admin.context.setOffline(false);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Mot difficile mis à jour').waitFor();
    await page.waitForURL((url) => url.pathname === `/dashboard/difficult-words/${id}`);
    expect((await api<Word>('GET', `difficult-words/${id}`)).definition).toBe('Excellence, mérite');
    expect(
      (await mirrorRows<{ recordId: string }>(page, 'drafts')).some((d) => d.recordId === id),
    ).toBe(false);
    await readerSees(reader, 'the reader to get the edit', (words) =>
      words.some((w) => w.id === id && w.definition === 'Excellence, mérite'),
    );

    // A conflict: both administrators open the word; the other one saves first.
    const other = await openPage(browser, baseUrl, { viewport: WIDE });
    await signIn(other.page, { password: adminPassword }, `/dashboard/difficult-words/${id}/edit`);
    await openEdit(page, id);
    await other.page
      .getByRole('textbox', { name: /^Définition/ })
      .fill('Excellence (leur version)');
    await other.page.getByRole('button', { name: 'Enregistrer' }).click();
    await other.page.getByText('Mot difficile mis à jour').waitFor();
    await other.context.close();
    await page.getByRole('textbox', { name: /^Définition/ }).fill('Excellence (ma version)');
    await page.getByRole('textbox', { name: /^Explication/ }).fill('Du wolof ngëneel');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    const conflict = page.getByTestId('conflict-view');
    await conflict
      .getByRole('heading', { name: 'Quelqu’un d’autre a enregistré cette fiche' })
      .waitFor();
    const definition = conflict.getByRole('group', { name: 'À garder pour « Définition »' });
    await definition.getByText('Excellence (leur version)').waitFor();
    await definition.getByText('Excellence (ma version)').waitFor();
    expect(await page.getByRole('textbox', { name: /^Explication/ }).inputValue()).toBe(
      'Du wolof ngëneel',
    );
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'admin-conflict', 'fr');
    await conflict.getByRole('button', { name: 'Garder la mienne' }).click();
    await page.getByText('Mot difficile mis à jour').first().waitFor();
    await page.waitForURL((url) => url.pathname === `/dashboard/difficult-words/${id}`);
    const kept = await api<Word>('GET', `difficult-words/${id}`);
    expect(kept).toMatchObject({
      definition: 'Excellence (ma version)',
      explanation: 'Du wolof ngëneel',
    });
    await readerSees(reader, 'the reader to get the kept version', (words) =>
      words.some((w) => w.id === id && w.definition === 'Excellence (ma version)'),
    );

    // A draft survives a reload (the browser asks before leaving) and is offered back.
    await openEdit(page, id);
    await page.getByRole('textbox', { name: /^Définition/ }).fill('Brouillon jamais enregistré');
    await waitForMirror(
      page,
      async () =>
        (await mirrorRows<{ recordId: string; values: Word }>(page, 'drafts')).some(
          (d) => d.recordId === id && d.values.definition === 'Brouillon jamais enregistré',
        ),
      { what: 'the draft to be written' },
    );
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    await page.getByTestId('draft-offer').waitFor();
    expect(asked).toEqual(['beforeunload']);
    expect(await page.getByRole('textbox', { name: /^Définition/ }).inputValue()).toBe(
      'Excellence (ma version)',
    );
    await page.getByRole('button', { name: 'Les restaurer' }).click();
    expect(await page.getByRole('textbox', { name: /^Définition/ }).inputValue()).toBe(
      'Brouillon jamais enregistré',
    );

    // Leaving inside the app asks too; discarding drops the draft.
    await page.getByRole('link', { name: 'Annuler' }).click();
    const leave = page.getByRole('alertdialog', { name: 'Quitter sans enregistrer ?' });
    await leave.getByRole('button', { name: 'Quitter et abandonner' }).click();
    await page.waitForURL((url) => url.pathname === `/dashboard/difficult-words/${id}`);
    await waitForMirror(
      page,
      async () =>
        !(await mirrorRows<{ recordId: string }>(page, 'drafts')).some((d) => d.recordId === id),
      { what: 'the draft to be discarded' },
    );

    // Delete, from the word's view; the reader's device drops it at its next sync.
    await page.getByRole('button', { name: 'Supprimer' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
    await page.getByText('Mot difficile supprimé').waitFor();
    expect((await fetch(`${baseUrl}/api/difficult-words/${id}`)).status).toBe(404);
    await readerSees(
      reader,
      'the reader to drop the word',
      (words) => !words.some((w) => w.id === id),
    );
    expect(admin.problems.filter((p) => !/40[49]/.test(p))).toEqual([]);
    await admin.context.close();
    await reader.context.close();
  });

  it('shows the form and the conflict view at 390 px and in Arabic without overflow', async () => {
    const created = await api<Word>('POST', 'difficult-words', {
      word: `xam-xam${stamp}`,
      definition: 'Savoir',
      poemId,
    });
    const { context, page } = await openPage(browser, baseUrl, { viewport: NARROW });
    await signIn(
      page,
      { password: adminPassword },
      `/dashboard/difficult-words/${created.id}/edit`,
    );
    let version = created.version;
    const texts = {
      fr: { definition: /^Définition/, keepTheirs: 'Garder la sienne' },
      ar: { definition: /^التعريف/, keepTheirs: 'الاحتفاظ بنسخته' },
    };
    for (const lng of ['fr', 'ar'] as const) {
      const definition = () => page.getByRole('textbox', { name: texts[lng].definition });
      await page.goto(`/dashboard/difficult-words/${created.id}/edit?lng=${lng}`);
      await definition().waitFor();
      if (lng === 'ar') expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      if (lng === 'ar') await page.setViewportSize(WIDE);
      expect(await overflowsHorizontally(page)).toBe(false);
      await saveScreenshot(page, 'admin-form-difficult-word', lng);
      // Another administrator saves meanwhile (through the API); this form then saves.
      const theirs = await api<Word>('PUT', `difficult-words/${created.id}`, {
        definition: `Savoir (${lng}, leur version)`,
        version,
      });
      version = theirs.version;
      await definition().fill(`Savoir (${lng}, ma version)`);
      await page.keyboard.press('Control+s');
      await page.getByTestId('conflict-view').waitFor();
      expect(await overflowsHorizontally(page)).toBe(false);
      expect(await seriousViolations(page)).toEqual([]);
      await saveScreenshot(page, 'admin-conflict', lng);
      // Keep theirs: the form shows their record; nothing is saved over it.
      await page
        .getByTestId('conflict-view')
        .getByRole('button', { name: texts[lng].keepTheirs })
        .click();
      await page.getByTestId('conflict-view').waitFor({ state: 'detached' });
      expect(await definition().inputValue()).toBe(`Savoir (${lng}, leur version)`);
    }
    await context.close();
  });
});
