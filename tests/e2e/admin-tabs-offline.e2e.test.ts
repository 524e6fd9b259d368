/**
 * An administrator's session across tabs and the editor offline, in Chromium:
 * - signed in, a new tab of the same browser (Ctrl+click, a typed address) opens the poem
 *   editor still signed in: it traded the HttpOnly refresh cookie for its own access token
 *   (which scripts never see); after signing out, a new tab is signed out;
 * - editing a poem, going offline, saving (refused) and reloading opens the editor from the
 *   device: the record as last seen, an offline notice and the draft; back online, Save works.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminApi, createPoem, signIn, type AdminApi } from './support/admin';
import { launchBrowser, openPage, waitForHeading } from './support/browser';
import { mirrorRows, waitForMirror } from './support/mirror';

const baseUrl = inject('baseUrl');
const adminPassword = inject('adminPassword');
const stamp = Date.now();
const TITLE = `Taalif bu onglet ${stamp}`;
let browser: Browser;
let api: AdminApi;
let poemId: string;

interface Poem {
  id: string;
  title: string;
  version: number;
}

beforeAll(async () => {
  browser = await launchBrowser();
  api = await adminApi(baseUrl, adminPassword);
  ({ id: poemId } = await createPoem(api, {
    title: TITLE,
    content: `Baat bu jëkk\nBaat bu ñaareel\n\nMbindum ${stamp}`,
  }));
});
afterAll(() => browser?.close());

const editorOf = (id: string) => `/dashboard/poems/${id}/edit`;
const titleField = (page: Page) => page.getByLabel('Titre', { exact: false }).first();

describe('the session across tabs', () => {
  it('opens a new tab signed in, and after sign-out a new tab is signed out', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    await signIn(page, { password: adminPassword }, '/dashboard/poems');
    // The refresh credential is a cookie no script can read.
    expect(await page.evaluate(() => document.cookie)).not.toContain('taalif_refresh');
    expect(await page.evaluate(() => sessionStorage.getItem('refreshToken'))).toBeNull();

    // A new tab: its sessionStorage is empty, so it starts without an access token.
    const tab = await context.newPage();
    await tab.goto(editorOf(poemId));
    await titleField(tab).waitFor();
    expect(await titleField(tab).inputValue()).toBe(TITLE);
    expect(await tab.evaluate(() => Boolean(sessionStorage.getItem('accessToken')))).toBe(true);
    // The first tab keeps working after the new one rotated the cookie.
    await page.reload();
    await waitForHeading(page, 'Poèmes');
    await tab.close();

    // Sign out from the first tab; a new tab is then sent to the sign-in page.
    const me = await api<{ displayName: string }>('GET', 'auth/me');
    const avatar = page.getByRole('button', { name: `Compte de ${me.displayName}` });
    await avatar.hover();
    await page
      .locator(`[data-scope="menu"][data-part="trigger"][aria-label="Compte de ${me.displayName}"]`)
      .waitFor();
    await avatar.click();
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    await page.waitForURL(`${baseUrl}/`);
    const after = await context.newPage();
    await after.goto(editorOf(poemId));
    await after.waitForURL((url) => url.pathname === '/auth/jwt/login');
    expect(await after.evaluate(() => sessionStorage.getItem('accessToken'))).toBeNull();
    await context.close();
  });
});

describe('the poem editor offline', () => {
  it('reloads offline with the record as last seen, an offline notice and the draft; back online, Save works', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    await signIn(page, { password: adminPassword }, editorOf(poemId));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await titleField(page).waitFor();
    const edited = `${TITLE} (hors ligne)`;
    await titleField(page).fill(edited);

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await page.getByTestId('offline-notice').waitFor();
    await waitForMirror(
      page,
      async () =>
        (await mirrorRows<{ recordId: string; values: { title: string } }>(page, 'drafts')).some(
          (d) => d.recordId === poemId && d.values.title === edited,
        ),
      { what: 'the draft of the offline edit' },
    );

    await page.reload();
    // The editor opens from the device, says so, and offers the draft back.
    await page.getByTestId('offline-copy').waitFor();
    expect(await page.getByTestId('offline-copy').textContent()).toContain('Hors ligne');
    expect(await titleField(page).inputValue()).toBe(TITLE);
    await page.getByTestId('draft-offer').getByRole('button', { name: 'Les restaurer' }).click();
    expect(await titleField(page).inputValue()).toBe(edited);
    expect(await page.getByText('Erreur lors de la récupération du poème').count()).toBe(0);

    // Still offline: a save is refused again, nothing sent, nothing lost.
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await page.getByTestId('offline-notice').waitFor();
    expect((await api<Poem>('GET', `poems/${poemId}`)).title).toBe(TITLE);

    // Back online, the administrator presses Save again: it is saved.
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await page.waitForURL(new RegExp(`/dashboard/poems/${poemId}$`), { timeout: 20_000 });
    expect((await api<Poem>('GET', `poems/${poemId}`)).title).toBe(edited);
    await context.close();
  });
});
