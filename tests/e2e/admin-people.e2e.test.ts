/**
 * The dashboard's people screens in Chromium: an administrator creates a singer
 * (the domain's rule under the field first, Ctrl+S), is refused demoting themself while they
 * are the last administrator (asked first, then the reason in plain words), creates a user
 * with a generated password, promotes them, resets their password (shown once, copied) and
 * the shown password signs in, as an administrator, in a fresh browser context; the audit
 * log lists those writes with a link to the record; the user is deleted. axe (wcag2a/aa, no
 * serious or critical violation) on every screen, the lists at 390 px without overflow, and
 * a singer's view in Arabic (right to left).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ADMIN_EMAIL, adminApi, signIn, type AdminApi } from './support/admin';
import { seriousViolations } from './support/axe';
import { launchBrowser, openPage, waitForHeading } from './support/browser';
import { adminAuth } from './support/mirror';
import { overflowsHorizontally, saveScreenshot } from './support/screenshots';

const baseUrl = inject('baseUrl');
const adminPassword = inject('adminPassword');
const NARROW = { width: 390, height: 844 };
const stamp = Date.now();
let browser: Browser;
let api: AdminApi;

interface User {
  id: string;
  email: string;
  role: 'ADMIN' | 'USER';
}

/** The password a PasswordReveal dialog shows, after checking its copy button. */
async function shownPassword(page: Page): Promise<string> {
  const field = page.getByTestId('new-password');
  await field.waitFor();
  const password = await field.inputValue();
  expect(password).toMatch(/^[A-Za-z2-9]{16}$/);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Copier' }).click();
  await page.getByText('Copié', { exact: true }).waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(password);
  await page.getByRole('button', { name: 'J’ai noté le mot de passe' }).click();
  await field.waitFor({ state: 'detached' });
  return password;
}

beforeAll(async () => {
  browser = await launchBrowser();
  api = await adminApi(baseUrl, adminPassword);
});
afterAll(() => browser?.close());

describe("the dashboard's people", () => {
  it('creates a singer: the rule under its field, then Ctrl+S; the list finds it, also at 390 px', async () => {
    const { page, problems } = await openPage(browser, baseUrl);
    await signIn(page, { password: adminPassword }, '/dashboard/singers/new');
    await waitForHeading(page, 'Nouveau récitant');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Le nom est obligatoire').waitFor();
    const name = `Sëriñ Mbaye ${stamp}`;
    await page.getByRole('textbox', { name: /^Nom/ }).fill(name);
    await page.getByRole('textbox', { name: /^Biographie/ }).fill('Xam-xam bu rafet.');
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Control+s');
    await page.getByText('Récitant créé').waitFor();
    await page.waitForURL(/\/dashboard\/singers\/[0-9a-f-]{36}$/);
    await waitForHeading(page, name);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    expect(await api('GET', `singers/${id}`)).toMatchObject({
      name,
      biography: 'Xam-xam bu rafet.',
    });
    expect(await seriousViolations(page)).toEqual([]);

    await page.setViewportSize(NARROW);
    await page.goto(`/dashboard/singers?q=${encodeURIComponent(`serin mbaye ${stamp}`)}`);
    await page.getByRole('rowheader', { name }).waitFor();
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'admin-singers-list', 'fr');

    // In Arabic: right to left, the namespace's Arabic texts, still clean.
    await page.goto(`/dashboard/singers/${id}?lng=ar`);
    await waitForHeading(page, name);
    await page.getByText('المنشدون', { exact: true }).filter({ visible: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'admin-singer-view', 'ar');
    expect(problems).toEqual([]);
  });

  it('refuses demoting the last administrator, asking first and saying why', async () => {
    // Other suites share this server: leave the demo administrator as the only one.
    const admins = await api<{ content: User[] }>('GET', 'users?role=ADMIN&size=100');
    const me = admins.content.find((u) => u.email === ADMIN_EMAIL)!;
    for (const other of admins.content.filter((u) => u.id !== me.id))
      await api('PUT', `users/${other.id}/role`, { role: 'USER' });

    const { page } = await openPage(browser, baseUrl);
    await signIn(page, { password: adminPassword }, `/dashboard/users/${me.id}/edit`);
    await waitForHeading(page, 'Modifier le rôle');
    await page.getByRole('combobox', { name: /^Rôle/ }).selectOption('USER');
    await page.getByRole('button', { name: 'Enregistrer le rôle' }).click();
    const confirm = page.getByRole('alertdialog', {
      name: 'Vous retirer le rôle d’administrateur ?',
    });
    await confirm.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Me retirer le rôle' }).click();
    // Under the field (the form kit also says it in a toast).
    await page
      .locator('[data-part="error-text"]', {
        hasText: /C’est le dernier administrateur : l’application doit en garder au moins un/,
      })
      .waitFor();
    expect(await page.getByRole('combobox', { name: /^Rôle/ }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'admin-user-last-admin', 'fr');
    expect((await api<User>('GET', `users/${me.id}`)).role).toBe('ADMIN');
  });

  it('creates a user with a generated password, promotes them and resets their password; the shown one signs in', async () => {
    const { page, context, problems } = await openPage(browser, baseUrl);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await signIn(page, { password: adminPassword }, '/dashboard/users/new');
    await waitForHeading(page, 'Nouvel utilisateur');
    const email = `lectrice.${stamp}@example.test`;
    await page.getByRole('button', { name: 'Créer le compte' }).click();
    await page.getByText('Saisissez une adresse e-mail valide').waitFor();
    await page.getByRole('textbox', { name: /^Adresse e-mail/ }).fill(email);
    await page.getByRole('textbox', { name: /^Prénom/ }).fill('Aïda');
    await page.getByRole('textbox', { name: /^Nom/ }).fill('Ndiaye');
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Control+s');
    await page.getByRole('alertdialog', { name: 'Compte créé' }).waitFor();
    const first = await shownPassword(page);
    await page.waitForURL(/\/dashboard\/users\/[0-9a-f-]{36}$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    expect(await api<User>('GET', `users/${id}`)).toMatchObject({ email, role: 'USER' });

    // Promote.
    await page.getByRole('link', { name: 'Modifier le rôle' }).click();
    await waitForHeading(page, 'Modifier le rôle');
    await page.getByRole('combobox', { name: /^Rôle/ }).selectOption('ADMIN');
    await page.getByRole('button', { name: 'Enregistrer le rôle' }).click();
    await page.getByText('Rôle modifié').waitFor();
    await page.waitForURL((url) => url.pathname === `/dashboard/users/${id}`);
    expect((await api<User>('GET', `users/${id}`)).role).toBe('ADMIN');

    // Reset: a new password, shown once.
    await page.getByRole('button', { name: 'Réinitialiser le mot de passe' }).click();
    await page.getByRole('alertdialog', { name: /Réinitialiser le mot de passe de/ }).waitFor();
    await page.getByRole('button', { name: 'Réinitialiser', exact: true }).click();
    await page.getByRole('alertdialog', { name: 'Nouveau mot de passe temporaire' }).waitFor();
    await saveScreenshot(page, 'admin-user-reset', 'fr');
    const reset = await shownPassword(page);
    expect(reset).not.toBe(first);
    expect(await seriousViolations(page)).toEqual([]);

    // The shown password signs in, in a browser that never saw the dashboard: as an administrator.
    const fresh = await openPage(browser, baseUrl);
    await signIn(fresh.page, { email, password: reset }, '/dashboard/users');
    await waitForHeading(fresh.page, 'Utilisateurs');
    await fresh.context.close();
    const old = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: email, password: first }),
    });
    expect(old.status).toBe(401);

    // The list finds them by e-mail among administrators, also at 390 px.
    await page.setViewportSize(NARROW);
    await page.goto(`/dashboard/users?role=ADMIN&q=${encodeURIComponent(email)}`);
    await page.getByRole('rowheader', { name: 'Aïda Ndiaye' }).waitFor();
    expect(await page.getByRole('row').count()).toBe(2);
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'admin-users-list', 'fr');
    await page.getByRole('combobox', { name: 'Rôle' }).selectOption('USER');
    await page.getByText('Aucun utilisateur ne correspond à votre recherche').waitFor();
    expect(new URL(page.url()).searchParams.get('role')).toBe('USER');

    // The audit log shows who did what to which record, and links to it.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/dashboard/audit-log?entity=users');
    await waitForHeading(page, 'Journal d’audit');
    const lines = page.getByRole('row').filter({ hasText: ADMIN_EMAIL });
    await lines.filter({ hasText: 'a réinitialisé le mot de passe' }).first().waitFor();
    const texts = await page.getByRole('row').allInnerTexts();
    const at = (what: string) => texts.findIndex((row) => row.includes(what));
    // Newest first: the reset, then the promotion, then the creation.
    expect(at('a réinitialisé le mot de passe')).toBeLessThan(at('a changé le rôle'));
    expect(at('a changé le rôle')).toBeLessThan(at('a créé'));
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'admin-audit-log', 'fr');
    // The log names the record (the user's name), no longer the end of its id.
    await page.getByRole('link', { name: 'Ouvrir la fiche Aïda Ndiaye' }).first().click();
    await page.waitForURL((url) => url.pathname === `/dashboard/users/${id}`);
    await waitForHeading(page, 'Aïda Ndiaye');

    // Delete, confirmed by the server.
    await page.getByRole('button', { name: 'Supprimer' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
    await page.getByText('Utilisateur supprimé').waitFor();
    await page.waitForURL((url) => url.pathname === '/dashboard/users');
    const gone = await fetch(`${baseUrl}/api/users/${id}`, {
      headers: await adminAuth(baseUrl, adminPassword),
    });
    expect(gone.status).toBe(404);
    expect(problems.filter((p) => !p.includes('409'))).toEqual([]);
  });
});
