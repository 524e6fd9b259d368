/**
 * The dashboard's lists, views and deletes in Chromium: every dashboard path of
 * the menu refuses a visitor (sign in, with returnTo) and a signed-in reader (Permission
 * Denied) without their browser fetching the dashboard's code; an administrator signs in
 * through the login form, sorts, searches and pages the poems, deletes a difficult word and a
 * poem through the confirm dialog, and a reader's device drops both after its sync. axe on the
 * list and view screens; screenshots at 1280 px, 390 px and in Arabic.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { NAV_GROUPS } from '../../src/client/components/layout/nav-items';
import { adminApi, createPoem, signIn, type AdminApi } from './support/admin';
import { seriousViolations } from './support/axe';
import { launchBrowser, openPage, waitForHeading } from './support/browser';
import { mirrorRows, waitForMirror } from './support/mirror';
import { overflowsHorizontally, saveScreenshot } from './support/screenshots';

const baseUrl = inject('baseUrl');
const adminPassword = inject('adminPassword');
let browser: Browser;
let api: AdminApi;
const stamp = Date.now();
const reader = { email: `lecteur-${stamp}@example.org`, password: 'lecture-du-soir-42' };
const WIDE = { width: 1280, height: 900 };
const NARROW = { width: 390, height: 844 };
/** A French text of the dashboard's own namespace: in its chunks, and nowhere else. */
const DASHBOARD_MARKER = 'Erreur lors de la suppression du mot difficile';

let poem: { id: string; title: string };
let word: { id: string; word: string };

const dashboardPaths = [
  ...new Set(
    NAV_GROUPS.filter((g) => g.roles?.includes('ADMIN')).flatMap((g) =>
      g.items.flatMap((item) => [item.path, ...(item.children ?? []).map((c) => c.path)]),
    ),
  ),
  '/dashboard',
];

/** The text of every script the page fetched. */
function recordScripts(page: Page): Promise<string>[] {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      bodies.push(response.text().catch(() => ''));
  });
  return bodies;
}
const fetchedDashboardCode = async (bodies: Promise<string>[]) =>
  (await Promise.all(bodies)).some((body) => body.includes(DASHBOARD_MARKER));

beforeAll(async () => {
  browser = await launchBrowser();
  api = await adminApi(baseUrl, adminPassword);
  const registered = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...reader, firstName: 'Moussa', lastName: 'Fall' }),
  });
  expect(registered.status).toBe(201);
  poem = await createPoem<{ id: string; title: string }>(api, {
    title: `Taalif bu yees ${stamp}`,
    content: `Baat bu jëkk\nBaat bu ñaareel\n\nMbindum ${stamp}`,
  });
  word = await api('POST', 'difficult-words', {
    word: `mbëggeel${stamp}`,
    definition: 'Amour (mot de test)',
    poemId: poem.id,
  });
});
afterAll(() => browser?.close());

describe('dashboard access', () => {
  it('sends a visitor to sign in with returnTo, on every dashboard path', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    const scripts = recordScripts(page);
    for (const path of dashboardPaths) {
      await page.goto(path);
      await page.waitForURL(
        (url) => url.pathname === '/auth/jwt/login' && url.searchParams.get('returnTo') === path,
      );
    }
    expect(await fetchedDashboardCode(scripts)).toBe(false);
    await context.close();
  });

  it('shows Permission Denied to a signed-in reader on every dashboard path, with no dashboard code fetched', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    const scripts = recordScripts(page);
    await signIn(page, { email: reader.email, password: reader.password }, '/', 'nothing');
    await page.waitForURL((url) => url.pathname === '/');
    for (const path of dashboardPaths) {
      await page.goto(path);
      await waitForHeading(page, 'Accès refusé');
      await page.getByText('Vous n’avez pas la permission d’accéder à cette page').waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
    }
    expect(await fetchedDashboardCode(scripts)).toBe(false);
    await context.close();
  });
});

describe('an administrator', () => {
  it('signs in, sorts, searches and pages the poems; deletes a difficult word and a poem; a reader’s device drops them after its sync', async () => {
    // The reader's device has both before the deletes.
    const readerTab = await openPage(browser, baseUrl);
    await readerTab.page.goto('/');
    await waitForMirror(
      readerTab.page,
      async () => (await mirrorRows(readerTab.page, 'poems')).some((p) => p.id === poem.id),
      { what: 'the reader mirror to hold the new poem', timeoutMs: 90_000 },
    );

    const { context, page, problems } = await openPage(browser, baseUrl, { viewport: WIDE });
    const scripts = recordScripts(page);
    await signIn(page, { password: adminPassword }, '/dashboard/poems', 'nothing');
    await waitForHeading(page, 'Poèmes');
    await page.getByRole('table').waitFor();
    expect(await fetchedDashboardCode(scripts)).toBe(true);

    // Sort by title, then reversed: the URL says so.
    await page.getByRole('button', { name: /^Titre/ }).click();
    await page.waitForURL(/sort=title%2Casc|sort=title,asc/);
    await page.getByRole('button', { name: /^Titre/ }).click();
    await page.waitForURL(/sort=title%2Cdesc|sort=title,desc/);
    expect(await page.getByRole('columnheader', { name: /Titre/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );

    // Page size, then pages: each in the URL; back returns to the first page.
    await page.getByLabel('Lignes par page').selectOption('10');
    await page.waitForURL(/size=10/);
    await expect.poll(() => page.getByRole('rowheader').count()).toBe(10);
    const firstRow = await page.getByRole('rowheader').first().textContent();
    await page.getByRole('button', { name: /suivant/i }).click();
    await page.waitForURL(/page=2/);
    await expect.poll(() => page.getByRole('rowheader').first().textContent()).not.toBe(firstRow);
    await page.goBack();
    await expect.poll(() => page.getByRole('rowheader').first().textContent()).toBe(firstRow);

    // Search as you type: the new poem, alone, and the search in the URL (reload keeps it).
    await page.getByRole('searchbox', { name: 'Rechercher' }).fill(`${stamp}`);
    // (TanStack quotes a text that reads as a number: q=%22…%22.)
    await page.waitForURL(new RegExp(`q=(%22)?${stamp}`));
    await page.getByRole('rowheader', { name: poem.title }).waitFor();
    await page.reload();
    await page.getByRole('rowheader', { name: poem.title }).waitFor();
    expect(await page.getByRole('searchbox', { name: 'Rechercher' }).inputValue()).toBe(`${stamp}`);

    // The difficult word: listed with its poem's title and id, deleted after the confirmation.
    await page.goto(`/dashboard/difficult-words?q=${word.word}`);
    const row = page.getByRole('row').filter({ hasText: word.word });
    await row.getByText(poem.id).waitFor();
    await row.getByText(poem.title).waitFor();
    await row.getByRole('button', { name: `Supprimer « ${word.word} »` }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog
      .getByText('Voulez-vous vraiment supprimer ce mot difficile ? Cette action est irréversible.')
      .waitFor();
    await dialog.getByRole('button', { name: 'Supprimer' }).click();
    await page.getByText('Mot difficile supprimé').waitFor();
    await row.waitFor({ state: 'detached' });
    expect((await fetch(`${baseUrl}/api/difficult-words/${word.id}`)).status).toBe(404);

    // The poem, from its view screen.
    await page.goto(`/dashboard/poems/${poem.id}`);
    await waitForHeading(page, poem.title);
    await page.getByRole('button', { name: 'Supprimer' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
    await page.getByText('Poème mis à la corbeille').waitFor();
    await page.waitForURL((url) => url.pathname === '/dashboard/poems');
    expect((await fetch(`${baseUrl}/api/poems/${poem.id}`)).status).toBe(404);
    // The administrator's own device synced at once.
    await waitForMirror(
      page,
      async () => !(await mirrorRows(page, 'poems')).some((p) => p.id === poem.id),
      { what: 'the admin mirror to drop the poem', timeoutMs: 90_000 },
    );
    expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
    await context.close();

    // The reader's device, at its next sync (a reload starts one), drops both.
    await readerTab.page.reload();
    await waitForMirror(
      readerTab.page,
      async () =>
        !(await mirrorRows(readerTab.page, 'poems')).some((p) => p.id === poem.id) &&
        !(await mirrorRows(readerTab.page, 'difficultWords')).some((w) => w.id === word.id),
      { what: 'the reader mirror to drop the deleted poem and word', timeoutMs: 90_000 },
    );
    await readerTab.page.goto(`/poem/${poem.id}`);
    await readerTab.page.getByText('Poème introuvable').first().waitFor();
    await readerTab.context.close();
  });

  it('explains a refused delete (a poet who still has poems) and keeps the row', async () => {
    // The poet of a demo poem, found by name: the list's first poet may be one another suite
    // made, with no poems, whose delete would go through.
    const [poem] = (await api<{ content: { poetId: string }[] }>('GET', 'poems?size=1')).content;
    const { name } = await api<{ name: string }>('GET', `poets/${poem!.poetId}`);
    const { context, page } = await openPage(browser, baseUrl, { viewport: WIDE });
    await signIn(
      page,
      { password: adminPassword },
      `/dashboard/poets?q=${encodeURIComponent(name)}`,
      'nothing',
    );
    await waitForHeading(page, 'Poètes');
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name, exact: true }) })
      .first();
    await row.getByRole('button', { name: /^Supprimer/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
    await page.getByText('Erreur lors de la suppression du poète').waitFor();
    await page.getByText('Ce poète a encore des poèmes').waitFor();
    await page.getByRole('rowheader', { name, exact: true }).first().waitFor();
    await context.close();
  });
});

/**
 * One whole-page axe scan costs 10 to 28 s on this 2-core machine under the other suites'
 * load (measured on main's build and this one alike), so the walk is one test per screen on
 * one signed-in page: eleven scans in a single test outran its 90 s whatever the build.
 */
describe('accessibility of the lists and views', () => {
  let context: BrowserContext;
  let page: Page;
  const ids: Record<'poems' | 'poets' | 'difficult-words', string> = {
    poems: '',
    poets: '',
    'difficult-words': '',
  };
  beforeAll(async () => {
    for (const section of Object.keys(ids) as (keyof typeof ids)[]) {
      const [first] = (await api<{ content: { id: string }[] }>('GET', `${section}?size=1`))
        .content;
      ids[section] = first!.id;
    }
    ({ context, page } = await openPage(browser, baseUrl, { viewport: WIDE }));
    await signIn(page, { password: adminPassword }, '/dashboard/difficult-words', 'nothing');
    await waitForHeading(page, 'Mots difficiles');
  });
  afterAll(() => context?.close());

  it.each([
    ['/dashboard/difficult-words', 'Mots difficiles'],
    ['/dashboard/poems', 'Poèmes'],
    ['/dashboard/poets', 'Poètes'],
    ['/dashboard/themes', 'Thèmes'],
    ['/dashboard/tags', 'Étiquettes'],
  ])('%s (list) has no serious problem', async (path, heading) => {
    await page.goto(path);
    await waitForHeading(page, heading);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it.each(Object.keys(ids) as (keyof typeof ids)[])(
    'the view of one of the %s has no serious problem',
    async (section) => {
      await page.goto(`/dashboard/${section}/${ids[section]}`);
      await page.getByRole('link', { name: 'Modifier' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    },
  );

  it('works at 390 px', async () => {
    await page.goto('/dashboard/difficult-words');
    await page.getByRole('table').waitFor();
    await saveScreenshot(page, 'dashboard-difficult-words', 'fr');
    await page.setViewportSize(NARROW);
    await page.goto('/dashboard/difficult-words');
    await page.getByRole('table').waitFor();
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'dashboard-difficult-words', 'fr');
  });

  it('works in Arabic', async () => {
    await page.goto('/dashboard/poems?lng=ar');
    await page.getByRole('table').waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await waitForHeading(page, 'القصائد');
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'dashboard-poems', 'ar');
  });

  it('reaches the search field, the sort buttons and the row actions by keyboard', async () => {
    await page.setViewportSize(WIDE);
    await page.goto('/dashboard/tags?lng=fr');
    await waitForHeading(page, 'Étiquettes');
    await page.getByRole('searchbox').focus();
    await page.keyboard.type('prov');
    await page.waitForURL(/q=prov/);
    await page.getByRole('rowheader', { name: 'proverbe' }).waitFor();
    const deleteButton = page.getByRole('button', { name: 'Supprimer « proverbe »' });
    for (
      let i = 0;
      i < 12 && !(await deleteButton.evaluate((b) => b === document.activeElement));
      i++
    )
      await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('alertdialog').waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Annuler');
    await page.keyboard.press('Escape');
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });
  });
});
