/**
 * A poem's history in Chromium: an administrator saves a poem twice in its edit form, opens its
 * History from the poem's view, sees the newest two versions compared verse by verse (a changed
 * verse marked old and new, an added verse marked), picks the first and the last to compare,
 * restores the first after a confirmation; the poem shows the restored text and the history has
 * one more version. The audit log names the poem and links to its history. axe (wcag2a/aa, no
 * serious or critical violation) at 1280 and 390 px.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminApi, createPoem, signIn, type AdminApi } from './support/admin';
import { seriousViolations } from './support/axe';
import { launchBrowser, openPage, waitForHeading } from './support/browser';
import { overflowsHorizontally } from './support/screenshots';

const baseUrl = inject('baseUrl');
const adminPassword = inject('adminPassword');
const stamp = Date.now();
const TITLE = `Jaar-jaar ${stamp}`;
const FIRST = 'Baat bu njëkk\nBaat bu ñaareel\n\nBaat bu ñetteel';
const SECOND = 'Baat bu njëkk\nBaat bu bees\n\nBaat bu ñetteel';
const THIRD = 'Baat bu njëkk\nBaat bu bees\n\nBaat bu ñetteel\nBaat bu yokku';
let browser: Browser;
let api: AdminApi;

beforeAll(async () => {
  browser = await launchBrowser();
  api = await adminApi(baseUrl, adminPassword);
});
afterAll(() => browser?.close());

async function saveContent(page: Page, id: string, content: string) {
  await page.goto(`/dashboard/poems/${id}/edit`);
  await waitForHeading(page, 'Modifier le poème');
  await page.getByLabel('Texte (wolof)', { exact: false }).fill(content);
  await page.keyboard.press('Control+s');
  await page.getByText('Poème mis à jour').first().waitFor({ timeout: 20_000 });
}

describe("a poem's history", () => {
  it('saved twice: compared verse by verse, the first version restored as a new one', async () => {
    const poem = await createPoem(api, { title: TITLE, content: FIRST });
    const { page, problems } = await openPage(browser, baseUrl, {
      viewport: { width: 1280, height: 900 },
    });
    await signIn(page, { password: adminPassword }, `/dashboard/poems/${poem.id}/edit`);
    await saveContent(page, poem.id, SECOND);
    await saveContent(page, poem.id, THIRD);

    // From the poem's view to its History.
    await page.goto(`/dashboard/poems/${poem.id}`);
    await waitForHeading(page, TITLE);
    await page.getByRole('link', { name: 'Historique', exact: true }).click();
    await page.waitForURL(`**/dashboard/poems/${poem.id}/history`);
    await waitForHeading(page, TITLE);
    const rows = page.locator('[data-revision-row]');
    await expect.poll(() => rows.count()).toBe(3);
    expect(await rows.first().textContent()).toContain('Administrator');

    // The newest two at first: version 2 → 3 added one verse.
    const comparison = page.locator('[data-comparison]');
    await page.getByRole('heading', { name: 'De la version 2 à la version 3' }).waitFor();
    await expect
      .poll(() => comparison.locator('[data-mark="added"]').allTextContents())
      .toEqual(['+ajoutéBaat bu yokku']);
    expect(await seriousViolations(page)).toEqual([]);

    // Pick version 1 instead of 2: 1 → 3 has one changed verse (old and new) and one added.
    await page.getByRole('checkbox', { name: 'Comparer la version 2' }).uncheck();
    await page.getByRole('checkbox', { name: 'Comparer la version 1' }).check();
    await page.getByRole('heading', { name: 'De la version 1 à la version 3' }).waitFor();
    await expect
      .poll(() => comparison.locator('[data-mark^="changed"]').allTextContents())
      .toEqual(['~modifié, avantBaat bu ñaareel', '~modifié, aprèsBaat bu bees']);
    expect(await comparison.locator('[data-mark="changed-removed"]').isVisible()).toBe(true);
    expect(await comparison.locator('[data-mark="changed-added"]').isVisible()).toBe(true);

    // At 390 px: readable without sideways scrolling of the page, and axe-clean.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });

    // Restore version 1, confirmed: a new version 4 holding version 1's text.
    await page.getByRole('button', { name: 'Restaurer la version 1' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Restaurer la version 1 ?' });
    await dialog.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Restaurer', exact: true }).click();
    await page.getByText('Version 1 restaurée : c’est maintenant la version 4.').waitFor();
    await expect.poll(() => rows.count()).toBe(4);
    expect(await rows.first().getAttribute('data-revision-row')).toBe('4');
    expect(
      await api<{ content: string; version: number }>('GET', `poems/${poem.id}`),
    ).toMatchObject({ content: FIRST, version: 4 });

    // The poem's view shows the restored text.
    await page.getByRole('link', { name: 'Retour à la fiche' }).click();
    await waitForHeading(page, TITLE);
    await page.getByText('Baat bu ñaareel').waitFor();
    expect(await page.getByText('Baat bu yokku').count()).toBe(0);

    // The audit log names the poem, shows what changed, and links to its history.
    await page.goto('/dashboard/audit-log?entity=poems');
    const line = page.getByRole('row').filter({ hasText: TITLE }).first();
    await line.waitFor();
    expect(await line.locator('[data-audit-changes]').textContent()).toContain('Texte (wolof)');
    await line.getByRole('link', { name: 'Historique' }).click();
    await page.waitForURL(`**/dashboard/poems/${poem.id}/history`);
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
