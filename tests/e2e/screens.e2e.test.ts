/**
 * The reader screens in a real browser: every screen in French and Arabic at 360 px (with a
 * screenshot each, no horizontal overflow, no console error), axe at 360 px and desktop, the
 * keyboard reaching the filter panel and the word definitions, the poems search in the URL,
 * a stanza link, and the statistics messages. The app's sync engine fills the mirror.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, launchBrowser, openPage, waitForHeading } from './support/browser';
import { mirrorRows, waitForMirror } from './support/mirror';
import { demoRecitations } from './support/player-page';
import { saveScreenshot } from './support/screenshots';

const baseUrl = inject('baseUrl');
let browser: Browser;
const ids = { poem: '', poemWithAudio: '', poet: '', audio: '' };

beforeAll(async () => {
  browser = await launchBrowser();
  const get = async (path: string) => (await fetch(`${baseUrl}${path}`)).json();
  const poems = (await get('/api/poems?size=50')).content as { id: string; title: string }[];
  // The dashboard's suites share this server and may have uploaded recordings: take the demo's.
  const [audio] = await demoRecitations(baseUrl);
  const poets = (await get('/api/poets?size=50')).content as { id: string; name: string }[];
  ids.poem = poems.find((p) => p.title === 'Gërëm na baay')!.id;
  ids.poemWithAudio = audio!.poemId;
  ids.audio = audio!.audioId;
  ids.poet = poets.find((p) => p.name === 'Kocc Barma Fall')!.id;
});
afterAll(() => browser?.close());

/** A page whose mirror holds the demo anthology, in `lng`. */
async function openReader(viewport: { width: number; height: number }, lng: 'fr' | 'ar') {
  const opened = await openPage(browser, baseUrl, { viewport });
  await opened.page.goto(`/poems?lng=${lng}`);
  await opened.page.getByRole('heading', { level: 1 }).waitFor();
  await waitForMirror(
    opened.page,
    async () =>
      (await mirrorRows(opened.page, 'poems')).length >= 18 &&
      (await mirrorRows(opened.page, 'audios')).length >= 1,
    { what: 'the first sync' },
  );
  return opened;
}

const SCREENS = (lng: 'fr' | 'ar') => {
  const fr = lng === 'fr';
  return [
    ['poems', '/poems', fr ? 'Poèmes' : 'القصائد'],
    ['poem', `/poem/${ids.poem}`, 'Gërëm na baay'],
    ['poets', '/poets', fr ? 'Poètes' : 'الشعراء'],
    ['poet', `/poet/${ids.poet}`, 'Kocc Barma Fall'],
    ['audios', '/audios', fr ? 'Récitations' : 'التلاوات'],
    ['audio', `/audio/${ids.audio}`, /récitation/],
    ['statistics', '/statistics?word=b%C3%ABgg', fr ? 'Statistiques' : 'الإحصاءات'],
  ] as const;
};

async function show(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await waitForHeading(page, heading);
  await page.evaluate(() => document.fonts.ready);
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const summarize = (violations: { id: string; nodes: { target: unknown }[] }[]) =>
  violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);

describe.each(['fr', 'ar'] as const)('reader screens in %s', (lng) => {
  it('shows every screen at 360 px without horizontal overflow or console error', async () => {
    const { context, page, problems } = await openReader(PHONE, lng);
    for (const [name, path, heading] of SCREENS(lng)) {
      await show(page, path, heading);
      if (name === 'statistics') await page.getByRole('figure').first().waitFor();
      await expect(overflow(page), name).resolves.toBeLessThanOrEqual(0);
      await saveScreenshot(page, name, lng);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each([
    ['360 px', PHONE],
    ['desktop', DESKTOP],
  ])('passes axe on every screen at %s', { timeout: 300_000 }, async (_name, viewport) => {
    const { context, page } = await openReader(viewport, lng);
    const found: string[] = [];
    for (const [name, path, heading] of SCREENS(lng)) {
      await show(page, path, heading);
      if (name === 'statistics') await page.getByRole('figure').first().waitFor();
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      found.push(...summarize(results.violations).map((v) => `${name}: ${v}`));
    }
    expect(found).toEqual([]);
    await context.close();
  });
});

describe('reader screens behaviour', () => {
  it('reaches the filter panel and a word definition with the keyboard', async () => {
    const { context, page, problems } = await openReader(PHONE, 'fr');
    await show(page, '/poems', 'Poèmes');
    const toggle = page.getByRole('button', { name: 'Filtres avancés' });
    for (
      let i = 0;
      i < 40 && !(await toggle.evaluate((el) => el === document.activeElement));
      i += 1
    )
      await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    // The form's code loads when the reader reaches for its button: wait until it shows.
    await page.getByRole('form', { name: 'Critères de filtrage' }).waitFor();
    await page.keyboard.press('Tab');
    await expect(
      page.evaluate(() => (document.activeElement as HTMLInputElement).name),
    ).resolves.toBe('title');
    await page.keyboard.type('leeb');
    await page.keyboard.press('Enter');
    await page.waitForURL(/title=leeb/);
    await page.getByText('Filtrage actif (critères appliqués : 1)').waitFor();

    await show(page, `/poem/${ids.poem}`, 'Gërëm na baay');
    for (let i = 0; i < 60; i += 1) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(() => document.activeElement?.hasAttribute('data-difficult-word')))
        break;
    }
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip.textContent()).resolves.toContain('remercier, rendre grâce à');
    await expect(overflow(page)).resolves.toBeLessThanOrEqual(0);
    await saveScreenshot(page, 'poem-word-definition', 'fr');
    await page.keyboard.press('Escape');
    await expect(tooltip.count()).resolves.toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps the poems search in the URL, accent-insensitive, and back restores it', async () => {
    const { context, page } = await openReader(DESKTOP, 'fr');
    await show(page, '/poems', 'Poèmes');
    // The server's search, same rule: the local list must find the same poems.
    const server = (await (await fetch(`${baseUrl}/api/poems/search?q=begg&size=100`)).json()) as {
      totalElements: number;
    };
    expect(server.totalElements).toBeGreaterThan(1);
    const found = `Poèmes trouvés : ${server.totalElements}`;
    await page.getByRole('searchbox', { name: 'Rechercher un poème' }).fill('begg');
    await page.waitForURL(/q=begg/);
    await page.getByText(found).waitFor();
    await page.getByRole('button', { name: 'Sagesse' }).click();
    await page.waitForURL(/theme=sagesse/);
    await page.goBack();
    await page.waitForURL((url) => url.search === '?q=begg');
    await page.getByText(found).waitFor();
    await expect(page.getByRole('searchbox').inputValue()).resolves.toBe('begg');
    await context.close();
  });

  it('opens a shared stanza link scrolled to that stanza', async () => {
    const { context, page } = await openReader(PHONE, 'fr');
    await page.goto(`/poem/${ids.poem}#stanza-2`);
    await waitForHeading(page, 'Gërëm na baay');
    await page.waitForFunction(() => {
      const top = document.getElementById('stanza-2')?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < 200;
    });
    await context.close();
  });

  it('counts a word and says what SPEC says when there is nothing', async () => {
    const { context, page } = await openReader(PHONE, 'fr');
    await show(page, '/statistics?word=b%C3%ABgg&ignoreAccents=false', 'Statistiques');
    await page.locator('mark').first().waitFor();
    await expect(page.locator('mark').count()).resolves.toBe(4);
    await page.getByLabel('Mot', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Chercher', exact: true }).click();
    await page.getByText('Le mot est obligatoire').waitFor();
    // The empty search cleared the previous answer.
    await expect.poll(() => page.locator('mark').count()).toBe(0);
    await page.getByLabel('Mot', { exact: true }).fill('xarit');
    await page.getByRole('button', { name: 'Chercher', exact: true }).click();
    await page.waitForURL(/word=xarit/);
    await page.getByText('Aucun résultat pour le mot « xarit »').waitFor();
    await context.close();
  });

  it('says "Poem not found" for an unknown poem', async () => {
    const { context, page } = await openReader(PHONE, 'fr');
    await show(page, '/poem/00000000-0000-4000-8000-000000000000', 'Poème introuvable');
    await context.close();
  });
});
