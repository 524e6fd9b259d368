/**
 * Two administrators in two browser contexts edit one poem. Different stanzas: the second save
 * merges without asking, says so and marks the verse that came from the other save; the poem
 * keeps both changes. The same verse: only that verse is asked, with theirs, mine or both;
 * "both" keeps the two lines. axe (no serious or critical violation) on both views.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminApi, createPoem, signIn, type AdminApi } from './support/admin';
import { seriousViolations } from './support/axe';
import { launchBrowser, openPage, waitForHeading } from './support/browser';

const baseUrl = inject('baseUrl');
const adminPassword = inject('adminPassword');
const STANZAS = ['Baat bu njëkk', 'Baat bu ñaareel', '', 'Baat bu ñetteel', 'Baat bu ñeenteel'];
let browser: Browser;
let api: AdminApi;

beforeAll(async () => {
  browser = await launchBrowser();
  api = await adminApi(baseUrl, adminPassword);
});
afterAll(() => browser?.close());

async function openEditor(page: Page, id: string) {
  await page.goto(`/dashboard/poems/${id}/edit`);
  await waitForHeading(page, 'Modifier le poème');
}

const text = (page: Page) => page.getByLabel('Texte (wolof)', { exact: false });

/** The other administrator, in a context of their own, replaces one verse and saves. */
async function otherSaves(id: string, from: string, to: string) {
  const other = await openPage(browser, baseUrl);
  await signIn(other.page, { password: adminPassword }, `/dashboard/poems/${id}/edit`);
  await waitForHeading(other.page, 'Modifier le poème');
  const field = text(other.page);
  await field.fill((await field.inputValue()).replace(from, to));
  await other.page.keyboard.press('Control+s');
  await other.page.getByText('Poème mis à jour').first().waitFor({ timeout: 20_000 });
  await other.context.close();
}

describe('merges verse by verse', () => {
  it('merges different stanzas silently, and asks only for a verse both changed', async () => {
    const poem = await createPoem(api, {
      title: `Ñaari bindkat ${Date.now()}`,
      content: STANZAS.join('\n'),
    });
    const { page, problems } = await openPage(browser, baseUrl);
    await signIn(page, { password: adminPassword }, `/dashboard/poems/${poem.id}/edit`);
    await waitForHeading(page, 'Modifier le poème');

    // Different stanzas: they change the second stanza, I change the first.
    await otherSaves(poem.id, 'Baat bu ñetteel', 'Baat bu ñetteel (seen)');
    await text(page).fill(STANZAS.join('\n').replace('Baat bu njëkk', 'Baat bu njëkk (man)'));
    await page.keyboard.press('Control+s');
    const notice = page.getByTestId('merged-notice');
    await notice
      .getByRole('heading', { name: 'Enregistré, fusionné avec son enregistrement' })
      .waitFor();
    expect(await notice.locator('[data-from="theirs"]').allTextContents()).toEqual([
      'De sa versionBaat bu ñetteel (seen)',
    ]);
    expect(await page.getByTestId('conflict-view').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    const merged = await api<{ content: string }>('GET', `poems/${poem.id}`);
    expect(merged.content).toBe(
      STANZAS.join('\n')
        .replace('Baat bu njëkk', 'Baat bu njëkk (man)')
        .replace('Baat bu ñetteel', 'Baat bu ñetteel (seen)'),
    );
    await notice.getByRole('button', { name: 'Continuer' }).click();
    await page.waitForURL((url) => url.pathname === `/dashboard/poems/${poem.id}`);

    // The same verse: only it is asked; "both" keeps their line and mine.
    await openEditor(page, poem.id);
    await otherSaves(poem.id, 'Baat bu ñaareel', 'Baat bu ñaareel (seen)');
    const mine = (await text(page).inputValue())
      .replace('Baat bu ñaareel', 'Baat bu ñaareel (man)')
      .replace('Baat bu ñeenteel', 'Baat bu ñeenteel (man)');
    await text(page).fill(mine);
    await page.keyboard.press('Control+s');
    const conflict = page.getByTestId('conflict-view');
    const verse = conflict.getByRole('group', { name: 'Vers changés des deux côtés' });
    await verse.waitFor();
    expect(await conflict.getByRole('group', { name: 'Vers changés des deux côtés' }).count()).toBe(
      1,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await verse.getByRole('radio', { name: /Les deux/ }).check();
    await conflict.getByRole('button', { name: 'Enregistrer mes choix' }).click();
    await page.getByText('Poème mis à jour').first().waitFor({ timeout: 20_000 });
    const saved = await api<{ content: string }>('GET', `poems/${poem.id}`);
    expect(saved.content).toBe(
      mine.replace('Baat bu ñaareel (man)', 'Baat bu ñaareel (man)\nBaat bu ñaareel (seen)'),
    );
    // The stale saves' 409 answers are the browser's own console lines; nothing else.
    expect(problems.filter((p) => !/409/.test(p))).toEqual([]);
    await page.context().close();
  });
});
