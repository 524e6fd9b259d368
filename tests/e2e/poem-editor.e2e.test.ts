/**
 * The poem editor in Chromium, against the real server: an administrator signs in through the
 * login form, creates a poem, edits it (a word of the preview defined through the
 * add-definition dialog, the save by Ctrl+S) and deletes it, while a second browser context, a
 * reader, sees each change on the poem's page after its next sync. Screenshots of the editor at
 * 1280 px, 390 px and in Arabic; axe finds no serious or critical violation on it, and at 390 px
 * nothing overflows sideways.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signIn } from './support/admin';
import { seriousViolations } from './support/axe';
import { launchBrowser, openPage, waitForHeading } from './support/browser';
import { mirrorRows, waitForFirstSync, waitForMirror } from './support/mirror';
import { overflowsHorizontally, saveScreenshot } from './support/screenshots';

const baseUrl = inject('baseUrl');
const adminPassword = inject('adminPassword');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const stamp = Date.now();
const TITLE = `Taalif bu bees ${stamp}`;
const EDITED = `Taalif bu bees (revu) ${stamp}`;
const CONTENT = `Bismilla ak ngërëm ${stamp},\nJàmm ak salaam\n\nNdaw si dem na`;
const DEFINITION = 'la louange, le remerciement';

type PoemRow = { id: string; title: string };
type WordRow = { word: string; poemId: string | null; definition: string };

/** The reader's next sync: the browser comes back online (one of the engine's triggers). */
async function syncReader(
  context: BrowserContext,
  page: Page,
  check: () => Promise<boolean>,
  what: string,
) {
  await context.setOffline(true);
  await context.setOffline(false);
  await waitForMirror(page, check, { what });
}

describe('the poem editor', () => {
  it(
    'creates, edits and deletes a poem; a reader sees each change after a sync',
    { timeout: 240_000 },
    async () => {
      const reader = await openPage(browser, baseUrl);
      await reader.page.goto('/');
      await waitForFirstSync(reader.page, baseUrl);

      // Sign in through the login form, sent on to the new-poem screen.
      const admin = await openPage(browser, baseUrl, { viewport: DESKTOP });
      const page = admin.page;
      await signIn(page, { password: adminPassword }, '/dashboard/poems/new');
      await waitForHeading(page, 'Nouveau poème');

      // Create: the pickers fill from this device's mirror.
      const poet = page.getByLabel('Poète', { exact: false }).first();
      await expect
        .poll(() => poet.locator('option').count(), { timeout: 30_000 })
        .toBeGreaterThan(1);
      await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
      await page.getByText('Le titre est obligatoire').waitFor();
      await page.getByLabel('Titre', { exact: false }).first().fill(TITLE);
      await page.getByLabel('Texte (wolof)', { exact: false }).fill(CONTENT);
      await poet.selectOption({ index: 1 });
      const preview = page.getByTestId('poem-preview');
      await expect
        .poll(() => preview.locator('[data-verse-id]').allTextContents())
        .toEqual([`Bismilla ak ngërëm ${stamp},`, 'Jàmm ak salaam', 'Ndaw si dem na']);
      await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
      await page.waitForURL(/\/dashboard\/poems\/[0-9a-f-]{36}$/, { timeout: 20_000 });
      const id = new URL(page.url()).pathname.split('/').pop()!;

      await syncReader(
        reader.context,
        reader.page,
        async () =>
          (await mirrorRows<PoemRow>(reader.page, 'poems')).some(
            (p) => p.id === id && p.title === TITLE,
          ),
        'the new poem',
      );
      await reader.page.goto(`/poem/${id}`);
      await waitForHeading(reader.page, TITLE);

      // Edit: define a word picked in the preview, change the title, save with Ctrl+S.
      await page.goto(`/dashboard/poems/${id}/edit`);
      await waitForHeading(page, 'Modifier le poème');
      await preview.getByRole('button', { name: 'ngërëm', exact: true }).click();
      const offer = page.getByRole('region', { name: 'Définitions de « ngërëm »' });
      await offer.getByRole('button', { name: 'Ajouter une définition' }).click();
      const dialog = page.getByRole('dialog', { name: 'Ajouter une définition' });
      expect(await dialog.getByLabel('Mot', { exact: false }).first().inputValue()).toBe('ngërëm');
      await dialog.getByLabel('Définition', { exact: false }).fill(DEFINITION);
      await dialog.getByRole('button', { name: 'Enregistrer la définition' }).click();
      await dialog.waitFor({ state: 'detached' });
      await expect
        .poll(
          () =>
            preview
              .getByRole('button', { name: 'ngërëm', exact: true })
              .getAttribute('data-glossed'),
          {
            timeout: 15_000,
          },
        )
        .toBe('true');

      await preview.getByRole('button', { name: 'Jàmm', exact: true }).click();
      await offer.waitFor({ state: 'detached' });
      await saveScreenshot(page, 'poem-editor', 'fr');
      expect(await seriousViolations(page)).toEqual([]);
      await page.setViewportSize(PHONE);
      expect(await overflowsHorizontally(page)).toBe(false);
      await saveScreenshot(page, 'poem-editor', 'fr');
      await page.setViewportSize(DESKTOP);

      await page.getByLabel('Titre', { exact: false }).first().fill(EDITED);
      await page.keyboard.press('Control+s');
      await page.waitForURL(new RegExp(`/dashboard/poems/${id}$`), { timeout: 20_000 });

      await syncReader(
        reader.context,
        reader.page,
        async () =>
          (await mirrorRows<PoemRow>(reader.page, 'poems')).some(
            (p) => p.id === id && p.title === EDITED,
          ) &&
          (await mirrorRows<WordRow>(reader.page, 'difficultWords')).some(
            (w) => w.poemId === id && w.word === 'ngërëm' && w.definition === DEFINITION,
          ),
        'the edit and its definition',
      );
      await waitForHeading(reader.page, EDITED);
      await reader.page.locator('[data-difficult-word="ngërëm"]').waitFor();

      // The editor in Arabic (right to left around a Wolof text that stays left to right).
      await page.goto(`/dashboard/poems/${id}/edit?lng=ar`);
      await waitForHeading(page, 'تعديل القصيدة');
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      expect(await preview.locator('[lang="wo"]').first().getAttribute('dir')).toBe('ltr');
      await preview.getByRole('button', { name: 'ngërëm', exact: true }).click();
      await page.getByRole('region', { name: 'تعريفات «ngërëm»' }).waitFor();
      await saveScreenshot(page, 'poem-editor', 'ar');
      await page.setViewportSize(PHONE);
      expect(await overflowsHorizontally(page)).toBe(false);
      await saveScreenshot(page, 'poem-editor', 'ar');
      await page.setViewportSize(DESKTOP);

      // Delete, from the poem's view (the dashboard's list pattern), confirmed in a dialog.
      await page.goto(`/dashboard/poems/${id}?lng=fr`);
      await waitForHeading(page, EDITED);
      await page.getByRole('button', { name: 'Supprimer', exact: true }).click();
      await page
        .getByRole('alertdialog')
        .or(page.getByRole('dialog'))
        .getByRole('button', { name: 'Supprimer' })
        .click();
      await page.waitForURL(/\/dashboard\/poems(\?.*)?$/, { timeout: 20_000 });

      await syncReader(
        reader.context,
        reader.page,
        async () => !(await mirrorRows<PoemRow>(reader.page, 'poems')).some((p) => p.id === id),
        'the delete',
      );
      await reader.page.getByText('Poème introuvable').first().waitFor();

      expect(admin.problems.filter((p) => !/status of 4\d\d/.test(p))).toEqual([]);
      await Promise.all([admin.context.close(), reader.context.close()]);
    },
  );
});
