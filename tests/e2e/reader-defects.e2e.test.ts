/**
 * The reader defects that no other browser suite holds, in Debian's Chromium against
 * the real server and the demo anthology, read through the app's own mirror:
 * - defect 5: word statistics ignore accents by default ("gerem" finds "Gërëm");
 * - defect 8: a poem's source is shown as its source, no "EN:" gloss for a French reader,
 *   and an Arabic reader is told which language a summary is shown in;
 * - defect 9: an administrator's change reaches an open list within 30 s, untouched;
 * - defect 10: one duration in the list and the player; an anonymous tradition is not
 *   "Décédé"; a refused social sign-in lands on the sign-in page with a message; in Arabic a
 *   Latin poem title is aligned with its right-aligned block;
 * - resume: a poem reopened after a reload in airplane mode scrolls back to its stanza.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  launchBrowser,
  openPage,
  seriousProblems,
  waitForHeading,
} from './support/browser';
import { adminAuth, mirrorRows, waitForFirstSync, waitForMirror } from './support/mirror';
import { demoRecitations, type DemoRecitation } from './support/player-page';

const baseUrl = inject('baseUrl');
const adminPassword = inject('adminPassword');
let browser: Browser;
let poem: { id: string; title: string; poetId: string };
let recitations: DemoRecitation[];

beforeAll(async () => {
  browser = await launchBrowser();
  const poems = (await (await fetch(`${baseUrl}/api/poems?size=50`)).json()) as {
    content: { id: string; title: string; poetId: string }[];
  };
  poem = poems.content.find((p) => p.title === 'Gërëm na baay')!;
  recitations = await demoRecitations(baseUrl);
});
afterAll(() => browser?.close());

/** A page whose mirror holds the demo anthology, in `lng`, started on `path`. */
async function openReader(path: string, viewport: { width: number; height: number } = DESKTOP) {
  const opened = await openPage(browser, baseUrl, { viewport });
  await opened.page.goto(path);
  await opened.page.getByRole('heading', { level: 1 }).waitFor();
  await waitForMirror(
    opened.page,
    async () =>
      (await mirrorRows(opened.page, 'poems')).length >= 18 &&
      (await mirrorRows(opened.page, 'audios')).length >= 4,
    { what: 'the first sync' },
  );
  return opened;
}

describe('defect 5: statistics', () => {
  it('finds "Gërëm" for "gerem" by default, the accents option on', async () => {
    const { context, page, problems } = await openReader('/statistics', PHONE);
    await waitForHeading(page, 'Statistiques');
    await expect(page.getByLabel('Ignorer les accents (begg = bëgg)').isChecked()).resolves.toBe(
      true,
    );
    await page.getByLabel('Mot', { exact: true }).fill('gerem');
    await page.getByRole('button', { name: 'Chercher', exact: true }).click();
    await page.waitForURL(/word=gerem/);
    await page.locator('mark').first().waitFor();
    await expect(page.locator('mark').first().textContent()).resolves.toMatch(/^gërëm$/i);
    await expect(page.getByRole('link', { name: 'Gërëm na baay' }).count()).resolves.toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('defect 8: what a poem page shows, and in which language', () => {
  it('shows the source as the source, no English gloss in French, and names the language in Arabic', async () => {
    const { context, page, problems } = await openReader(`/poem/${poem.id}`);
    await waitForHeading(page, poem.title);
    // The corpus's English transcription note was shown as "Contexte historique".
    await page.getByRole('heading', { name: 'Source', exact: true }).waitFor();
    await expect(page.locator('#poem-context-title').count()).resolves.toBe(0);
    await expect(
      page.locator('section[aria-labelledby="poem-source-title"] a').getAttribute('href'),
    ).resolves.toMatch(/^https?:\/\/memoireonline\.com\//);
    // The definition of "baay" (French, "père"), without the corpus's "EN: father".
    await page
      .locator('[data-difficult-word]', { hasText: /^baay$/ })
      .first()
      .focus();
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip.textContent()).resolves.toContain('père');
    await expect(tooltip.textContent()).resolves.not.toContain('EN:');
    await page.keyboard.press('Escape');

    await page.goto(`/poem/${poem.id}?lng=ar`);
    await waitForHeading(page, poem.title);
    // The summary exists in French only: an Arabic reader is told so, and its text is marked fr.
    const note = page.locator('[data-shown-language="fr"]').first();
    await note.waitFor();
    await expect(note.textContent()).resolves.toBe('(بالفرنسية)');
    await expect(page.locator('main p[lang="fr"]').count()).resolves.toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('defect 9: an open list follows the anthology', () => {
  it('shows a poem an administrator adds within 30 s, with nothing touched', async () => {
    // The list is searched for the new poem's own word: in the anthology order a new poem comes
    // last, on a page of its own once other suites have added poems to the shared server.
    const stamp = `ajout${Date.now()}`;
    const { context, page } = await openReader(`/poems?q=${stamp}`);
    await waitForHeading(page, 'Poèmes');
    await page.getByText('Aucun poème ne correspond à votre recherche').waitFor();
    const auth = await adminAuth(baseUrl, adminPassword);
    const title = `Poème ${stamp}`;
    const created = await fetch(`${baseUrl}/api/poems`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ title, content: 'Benn baat\nÑaari baat', poetId: poem.poetId }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    try {
      // The visible tab's sync runs every 30 s (before the fix: 150 s, or a navigation; the
      // 30 s itself is held by start-sync.test.ts). The margin is for a busy CI machine's
      // sync and render, and stays far below the old 150 s.
      await page.getByRole('link', { name: title }).waitFor({ timeout: 50_000 });
    } finally {
      await fetch(`${baseUrl}/api/poems/${id}`, { method: 'DELETE', headers: auth });
      await context.close();
    }
  });
});

describe('defect 10: smaller things', () => {
  it('gives a recitation one duration in the list and in the player', async () => {
    // 17.97 s: the list rounded it to 0:18 while the player floored it to 0:17.
    const recitation = recitations.find((r) => r.poemTitle === 'Ana li may séen ?')!;
    const { context, page, problems } = await openReader('/audios');
    await waitForHeading(page, 'Récitations');
    const item = page
      .locator('div')
      .filter({ has: page.locator(`a[href="/audio/${recitation.audioId}"]`) })
      .filter({ hasText: 'Durée' })
      .last();
    const listed = (await item.innerText()).match(/Durée : (\d+:\d\d)/)?.[1];
    expect(listed).toBe('0:17');

    await page.goto(`/poem/${recitation.poemId}`);
    const player = page.locator(`[data-recitation-player="${recitation.audioId}"]`);
    await player.waitFor({ timeout: 30_000 });
    await expect
      .poll(async () => (await player.innerText()).match(/Durée\s*(\d+:\d\d)/)?.[1], {
        timeout: 15_000,
      })
      .toBe(listed);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('does not call an anonymous tradition "Décédé", and still says it of a poet who died', async () => {
    const { context, page, problems } = await openReader('/poets', PHONE);
    await waitForHeading(page, 'Poètes');
    const card = (name: string) =>
      page.locator('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(card('Kocc Barma Fall').innerText()).resolves.toContain('Décédé');
    await expect(
      card('Cultivateurs du Baol — kañu (tradition anonyme)').innerText(),
    ).resolves.not.toContain('Décédé');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('says why on the sign-in page after a refused social sign-in', async () => {
    const { context, page } = await openPage(browser, baseUrl, { viewport: PHONE });
    await page.goto('/oauth2/redirect?error=access_denied');
    await page.waitForURL((url) => url.pathname === '/auth/jwt/login');
    await page
      .getByText('La connexion n’a pas abouti. Réessayez ou utilisez votre mot de passe.')
      .waitFor();
    await context.close();
  });

  it('aligns a Latin poem title with its right-aligned block in Arabic', async () => {
    const { context, page, problems } = await openReader(`/poem/${poem.id}?lng=ar`, PHONE);
    await waitForHeading(page, poem.title);
    const edges = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => {
          const heading = el.closest('h1, h2')!.getBoundingClientRect();
          const text = el.getBoundingClientRect();
          return { right: heading.right - text.right, left: text.left - heading.left };
        });
    for (const selector of ['#poem-title span']) {
      const { right, left } = await edges(selector);
      expect(Math.abs(right)).toBeLessThan(2);
      expect(left).toBeGreaterThan(20);
    }
    await page.goto('/poems?lng=ar');
    await page.getByRole('link', { name: poem.title }).waitFor();
    const listed = await page.getByRole('link', { name: poem.title }).evaluate((el) => {
      const heading = el.closest('h2')!.getBoundingClientRect();
      const text = el.getBoundingClientRect();
      return { right: heading.right - text.right, left: text.left - heading.left };
    });
    expect(Math.abs(listed.right)).toBeLessThan(2);
    expect(listed.left).toBeGreaterThan(20);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('resume where I stopped, offline', () => {
  it('reopens a poem at its stanza after a reload in airplane mode', async () => {
    const recitation = recitations.find((r) => r.poemTitle === 'Tëgg caam')!;
    const { context, page, problems } = await openPage(browser, baseUrl, { viewport: PHONE });
    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await waitForFirstSync(page, baseUrl);
    const stanzaTop = (p: Page) =>
      p.evaluate(() => document.getElementById('stanza-3')?.getBoundingClientRect().top ?? null);

    await page.goto(`/poem/${recitation.poemId}`);
    await page.locator('#stanza-3').waitFor();
    await page.locator('#stanza-3').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await expect.poll(() => stanzaTop(page)).toBeLessThan(PHONE.height / 2);
    await page.goto('/');
    await waitForHeading(page, /^Les poèmes d’une langue/);

    await context.setOffline(true);
    await page.reload();
    await waitForHeading(page, /^Les poèmes d’une langue/);
    await page.goto(`/poem/${recitation.poemId}`);
    await page.locator('#stanza-3').waitFor();
    await expect.poll(() => stanzaTop(page), { timeout: 10_000 }).toBeLessThan(PHONE.height / 2);
    await expect(stanzaTop(page)).resolves.toBeGreaterThanOrEqual(0);
    await context.setOffline(false);
    expect(seriousProblems(problems)).toEqual([]);
    await context.close();
  });
});
