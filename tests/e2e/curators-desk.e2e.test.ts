/**
 * The curators' desk, bulk actions and the poem view's links in Chromium, as an administrator
 * meets them (French, 1280 and 390 px). The desk counts the work waiting and each count opens
 * its filtered list; a draft typed in a form shows on the desk with its title and opens its
 * editor again; offline the desk says so and still shows the device's drafts, and its counts
 * come back with the connection. On the poems list, ticked rows are published, retagged (one
 * revision per poem; a poem changed meanwhile is refused by name and stays ticked) and moved
 * to the trash together, by mouse and by keyboard. A poem's view links to its public page,
 * its recordings (and the subtitle generator for each) and its difficult words. The poems
 * list exports what it shows as JSON (by mouse) and CSV (by keyboard), and each file imported
 * back is previewed as unchanged row by row and, applied, writes nothing (no version moves).
 * A reader's device (its own context, synced) never holds a draft, which the public list
 * leaves out too, and gets it at its next sync once published; it drops a poem moved to the
 * trash at its next sync, and gets it back whole after a restore, its difficult word
 * explained again. Every record here is this suite's own (made through the API).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Desk } from '../../src/domain/schemas/desk';
import type { Poem } from '../../src/domain/schemas/poem';
import type { TrashItem } from '../../src/domain/schemas/trash';
import { makeWav } from '../fixtures/audio/make-wav';
import { adminApi, createPoem, signIn, type AdminApi } from './support/admin';
import { seriousViolations } from './support/axe';
import { launchBrowser, openPage, settled, waitForHeading } from './support/browser';
import { mirrorMeta, mirrorRows, waitForMirror } from './support/mirror';
import { overflowsHorizontally, saveScreenshot } from './support/screenshots';

const baseUrl = inject('baseUrl');
const adminPassword = inject('adminPassword');
const stamp = Date.now();
const WIDE = { width: 1280, height: 900 };
const NARROW = { width: 390, height: 844 };
const WAIT = { timeout: 20_000 };
let browser: Browser;
let api: AdminApi;

beforeAll(async () => {
  browser = await launchBrowser();
  api = await adminApi(baseUrl, adminPassword);
});
afterAll(() => browser?.close());

const countOf = async (page: Page, name: string) =>
  Number((await page.locator(`[data-count="${name}"] span`).last().textContent())?.trim());

describe('the desk', () => {
  it('counts the work waiting and each count opens its filtered list', async () => {
    const made = await createPoem<Poem>(api, { title: `Nëbbu bureau ${stamp}`, content: 'Baat' });
    const draft = await api<Poem>('PUT', `poems/${made.id}`, {
      publishedAt: null,
      version: made.version,
    });
    const desk = await api<Desk>('GET', 'desk');

    const { context, page, problems } = await openPage(browser, baseUrl, { viewport: WIDE });
    await signIn(page, { password: adminPassword }, '/dashboard');
    await waitForHeading(page, 'Tableau de bord');
    await page.locator('[data-count="draft"]').waitFor(WAIT);
    // Other suites write meanwhile: at least what the API said a moment ago.
    expect(await countOf(page, 'draft')).toBeGreaterThanOrEqual(desk.poems.draft);
    for (const name of ['scheduled', 'untimed', 'review', 'reported', 'trash']) {
      expect(Number.isInteger(await countOf(page, name)), name).toBe(true);
    }
    // The latest writes name the record and who wrote it.
    const activity = page.locator('[data-activity]').first();
    await activity.waitFor(WAIT);
    expect(await activity.textContent()).toContain('@');
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'desk', 'fr');

    await page.locator('[data-count="draft"]').click();
    await page.waitForURL((url) => url.pathname === '/dashboard/poems', WAIT);
    expect(new URL(page.url()).searchParams.get('state')).toBe('draft');
    await page.getByRole('rowheader', { name: draft.title }).waitFor(WAIT);

    await page.goto('/dashboard');
    await page.locator('[data-count="untimed"]').click();
    await page.waitForURL((url) => url.searchParams.get('timing') === 'untimed', WAIT);
    expect(await page.locator('select[name="timing"]').inputValue()).toBe('untimed');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows a draft typed in a form, opens it again, and holds offline at 390 px', async () => {
    const { context, page } = await openPage(browser, baseUrl, { viewport: NARROW });
    page.on('dialog', (dialog) => void dialog.accept());
    await signIn(page, { password: adminPassword }, '/dashboard/poems/new');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, WAIT);
    const title = `Brouillon du bureau ${stamp}`;
    const titleField = page.getByLabel('Titre', { exact: false }).first();
    await titleField.waitFor(WAIT);
    await titleField.fill(title);
    await waitForMirror(
      page,
      async () =>
        (await mirrorRows<{ values: { title?: string } }>(page, 'drafts')).some(
          (d) => d.values.title === title,
        ),
      { what: 'the new poem’s draft' },
    );

    await page.goto('/dashboard');
    const drafts = page.getByTestId('device-drafts');
    await drafts.getByRole('link', { name: title }).waitFor(WAIT);
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'desk-390', 'fr');

    // Offline: the desk says so and still lists this device's drafts.
    await page.locator('[data-count="draft"]').waitFor(WAIT);
    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('desk-offline').waitFor(WAIT);
    await drafts.getByRole('link', { name: title }).waitFor(WAIT);
    // Back online, the counts are read again without a reload.
    await context.setOffline(false);
    await page.locator('[data-count="draft"]').waitFor(WAIT);

    await drafts.getByRole('link', { name: title }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/poems/new', WAIT);
    await page.getByTestId('draft-offer').waitFor(WAIT);
    await context.close();
  });
});

describe('bulk actions on the poems list', () => {
  it('publishes, retags (refusing by name a poem changed meanwhile) and trashes ticked rows', async () => {
    const titles = ['A', 'B', 'C'].map((letter) => `Lot ${stamp} ${letter}`);
    const poems: Poem[] = [];
    for (const title of titles) {
      const made = await createPoem<Poem>(api, { title, content: `${title}\nBaat` });
      poems.push(
        await api<Poem>('PUT', `poems/${made.id}`, { publishedAt: null, version: made.version }),
      );
    }
    const tag = await api<{ id: string; name: string }>('POST', 'tags', { name: `lot-${stamp}` });
    const listUrl = `/dashboard/poems?q=${encodeURIComponent(`Lot ${stamp}`)}`;

    const { context, page, problems } = await openPage(browser, baseUrl, { viewport: NARROW });
    await signIn(page, { password: adminPassword }, listUrl);
    for (const title of titles) await page.getByRole('rowheader', { name: title }).waitFor(WAIT);

    // Tick the page, publish now.
    await page.getByRole('checkbox', { name: 'Sélectionner toutes les lignes de la page' }).check();
    const bar = page.getByTestId('bulk-actions');
    await bar.getByText('Sélection : 3').waitFor(WAIT);
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'bulk-390', 'fr');
    await bar.getByRole('button', { name: 'Publier maintenant' }).click();
    await bar.waitFor({ state: 'detached', ...WAIT });
    const published = await Promise.all(poems.map((p) => api<Poem>('GET', `poems/${p.id}`)));
    expect(
      published.map((p) => p.publishedAt !== null && Date.parse(p.publishedAt) <= Date.now()),
    ).toEqual([true, true, true]);

    // Tick A by keyboard and B by mouse; B changes elsewhere meanwhile.
    const boxOf = (title: string) =>
      page.getByRole('checkbox', { name: `Sélectionner « ${title} »` });
    await boxOf(titles[0]!).focus();
    await page.keyboard.press('Space');
    await boxOf(titles[1]!).check();
    await api('PUT', `poems/${poems[1]!.id}`, {
      title: `${titles[1]} !`,
      version: published[1]!.version,
    });
    const before = await api<{ totalElements: number }>('GET', `poems/${poems[0]!.id}/revisions`);
    await bar.locator('select[name="bulk-tag"]').selectOption(tag.id);
    await bar.getByRole('button', { name: 'Ajouter l’étiquette' }).click();
    const failures = page.getByTestId('bulk-failures');
    await failures.waitFor(WAIT);
    const said = await failures.textContent();
    expect(said).toContain(titles[1]);
    expect(said).toContain('Quelqu’un d’autre a enregistré cet élément entre-temps.');
    expect(said).not.toContain(titles[0]);
    expect((await api<Poem>('GET', `poems/${poems[0]!.id}`)).tagIds).toContain(tag.id);
    expect((await api<Poem>('GET', `poems/${poems[1]!.id}`)).tagIds).not.toContain(tag.id);
    const after = await api<{ totalElements: number }>('GET', `poems/${poems[0]!.id}/revisions`);
    expect(after.totalElements).toBe(before.totalElements + 1);
    // The refused row stays ticked, the other is not.
    await expect.poll(() => boxOf(`${titles[1]} !`).isChecked(), WAIT).toBe(true);
    expect(await boxOf(titles[0]!).isChecked()).toBe(false);

    // Tick the whole page and move it to the trash, confirmed.
    await page.getByRole('checkbox', { name: 'Sélectionner toutes les lignes de la page' }).check();
    await bar.getByRole('button', { name: 'Mettre à la corbeille' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor(WAIT);
    await dialog.getByRole('button', { name: 'Mettre à la corbeille' }).click();
    await page.getByRole('rowheader', { name: titles[0] }).waitFor({ state: 'detached', ...WAIT });
    const trash = await api<TrashItem[]>('GET', 'trash');
    expect(poems.every((p) => trash.some((item) => item.id === p.id))).toBe(true);
    // The refused save's 409 is logged (the API client's line, the browser's): nothing else.
    expect(problems.filter((p) => !/\b409\b/.test(p))).toEqual([]);
    await context.close();
  });
});

describe('the admin poem view', () => {
  it('links to its public page, its recordings with the generator, and its difficult words', async () => {
    const poem = await createPoem<Poem>(api, { title: `Lëkkalekaay ${stamp}`, content: 'Baat' });
    const form = new FormData();
    form.append('title', `Récitation ${stamp}`);
    form.append('poemId', poem.id);
    form.append('file', new Blob([new Uint8Array(makeWav(2))], { type: 'audio/wav' }), 'r.wav');
    const audio = await api<{ id: string; title: string }>('POST', 'audios', form);
    await api('POST', 'difficult-words', {
      word: `baat${stamp}`,
      definition: 'Mot (de test)',
      poemId: poem.id,
    });

    const { context, page, problems } = await openPage(browser, baseUrl, { viewport: NARROW });
    await signIn(page, { password: adminPassword }, `/dashboard/poems/${poem.id}`);
    await waitForHeading(page, poem.title);
    const links = page.getByTestId('poem-links');
    const publicLink = links.getByRole('link', { name: 'Page publique' });
    expect(await publicLink.getAttribute('href')).toBe(`/poem/${poem.id}`);
    const generator = links.getByRole('link', {
      name: `Minuter « ${audio.title} » dans le générateur de sous-titres`,
    });
    await generator.waitFor(WAIT);
    expect(await generator.getAttribute('href')).toContain(`audio=${audio.id}`);
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);

    await links.getByRole('link', { name: 'Audios (1)' }).click();
    await page.waitForURL((url) => url.searchParams.get('poem') === poem.id, WAIT);
    await page.getByRole('rowheader', { name: audio.title }).waitFor(WAIT);
    await page.getByTestId('poem-filter').getByText(poem.title).waitFor(WAIT);
    await page.goBack();

    await links.getByRole('link', { name: 'Mots difficiles (1)' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/difficult-words', WAIT);
    await page.getByRole('rowheader', { name: `baat${stamp}` }).waitFor(WAIT);
    expect(await page.getByRole('row').count()).toBe(2);
    await page.goBack();

    await generator.click();
    await page.waitForURL((url) => url.pathname === '/dashboard/poems/vtt-generator', WAIT);
    expect(new URL(page.url()).searchParams.get('audio')).toBe(audio.id);

    // A draft has no public page yet, and says why.
    await api('PUT', `poems/${poem.id}`, {
      publishedAt: null,
      version: (await api<Poem>('GET', `poems/${poem.id}`)).version,
    });
    await page.goto(`/dashboard/poems/${poem.id}`);
    await waitForHeading(page, poem.title);
    await links.getByText('Brouillon').waitFor(WAIT);
    expect(await links.getByRole('link', { name: 'Page publique' }).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('export and import on the poems list', () => {
  it('exports what the list shows as JSON and CSV; each read back is unchanged and writes nothing', async () => {
    const word = `Dellusi ${stamp}`;
    const poems: Poem[] = [];
    for (const letter of ['A', 'B'])
      poems.push(await createPoem<Poem>(api, { title: `${word} ${letter}`, content: 'Baat' }));
    const folder = await mkdtemp(join(tmpdir(), 'taalif-export-'));

    const { context, page, problems } = await openPage(browser, baseUrl, { viewport: NARROW });
    await signIn(
      page,
      { password: adminPassword },
      `/dashboard/poems?q=${encodeURIComponent(word)}`,
    );
    for (const poem of poems) await page.getByRole('rowheader', { name: poem.title }).waitFor(WAIT);
    /** JSON by mouse, CSV by keyboard. */
    const press = async (name: string, byKeyboard: boolean) => {
      const button = page.getByRole('button', { name, exact: true });
      if (!byKeyboard) return button.click();
      await button.focus();
      await page.keyboard.press('Enter');
    };

    for (const format of ['json', 'csv'] as const) {
      const byKeyboard = format === 'csv';
      const downloading = page.waitForEvent('download', WAIT);
      await press(`Exporter en ${format.toUpperCase()}`, byKeyboard);
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(new RegExp(`^taalif-poems-.+\\.${format}$`));
      const file = join(folder, download.suggestedFilename());
      await download.saveAs(file);
      const text = await readFile(file, 'utf8');
      for (const poem of poems) expect(text).toContain(poem.title);

      const choosing = page.waitForEvent('filechooser', WAIT);
      await press('Importer', byKeyboard);
      await (await choosing).setFiles(file);
      const dialog = page.getByRole('dialog', { name: 'Aperçu de l’import' });
      await dialog.getByText('Ce fichier ne change rien.').waitFor(WAIT);
      const statuses = await dialog
        .locator('[data-import-row]')
        .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-status')));
      expect(statuses).toEqual(['unchanged', 'unchanged']);
      if (format === 'json') {
        await settled(page);
        expect(await overflowsHorizontally(page)).toBe(false);
        expect(await seriousViolations(page)).toEqual([]);
        await saveScreenshot(page, 'import-preview-390', 'fr');
      }
      await press('Importer (0)', byKeyboard);
      await dialog.getByText('Import terminé. Fiches enregistrées : 0.').waitFor(WAIT);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached', ...WAIT });
    }
    const after = await Promise.all(poems.map((p) => api<Poem>('GET', `poems/${p.id}`)));
    expect(after.map((p) => p.version)).toEqual(poems.map((p) => p.version));
    expect(problems).toEqual([]);
    await rm(folder, { recursive: true, force: true });
    await context.close();
  });
});

describe('drafts and the trash on a reader’s device', () => {
  /** This suite's own word, letters only (a digit would end a word in the poem's text). */
  const letters = String(stamp).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
  const mirrored = async (page: Page, table: string, id: string) =>
    (await mirrorRows<{ id: string }>(page, table)).some((row) => row.id === id);
  /** The reader's next sync (a page load starts one) has run once `check` holds. */
  const afterSync = (page: Page, what: string, check: () => Promise<boolean>) =>
    waitForMirror(
      page,
      async () => (await mirrorMeta(page, 'lastSyncedAt')) !== undefined && (await check()),
      { what, timeoutMs: 30_000 },
    );

  it('never holds a draft, which the public list leaves out, and gets it once published', async () => {
    const word = `Nebbu${letters}`;
    const poets = await api<{ content: { id: string }[] }>('GET', 'poets?size=1');
    const draft = await api<Poem>('POST', 'poems', {
      title: `${word} nëbbu`,
      content: 'Baat',
      poetId: poets.content[0]!.id,
      publishedAt: null,
    });
    // Published after the draft: once the reader holds it, its sync has seen the draft.
    const shown = await createPoem<Poem>(api, { title: `${word} wone`, content: 'Baat' });

    const { context, page, problems } = await openPage(browser, baseUrl, { viewport: NARROW });
    await page.goto(`/poems?q=${word}`);
    await afterSync(page, 'the published poem', () => mirrored(page, 'poems', shown.id));
    await page.getByRole('link', { name: shown.title }).waitFor(WAIT);
    expect(await mirrored(page, 'poems', draft.id)).toBe(false);
    expect(await page.getByRole('link', { name: draft.title }).count()).toBe(0);
    const publicList = (await (await fetch(`${baseUrl}/api/poems?q=${word}`)).json()) as {
      content: { id: string }[];
    };
    expect(publicList.content.map((p) => p.id)).toEqual([shown.id]);

    await api('PUT', `poems/${draft.id}`, { publishedAt: 'now', version: draft.version });
    // The page's first screen comes from the server: the device's copy is what is waited for.
    await page.reload();
    await afterSync(page, 'the published draft', () => mirrored(page, 'poems', draft.id));
    await page.getByRole('link', { name: draft.title }).waitFor(WAIT);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('drops a poem moved to the trash at its next sync, and gets it back whole on restore', async () => {
    const term = `teew${letters}`;
    const poem = await createPoem<Poem>(api, {
      title: `Mbalit ${stamp}`,
      content: `Baat bu jëkk ak ${term}\nBaat bu ñaareel`,
    });
    const definition = `Mot gardé (${stamp})`;
    const word = await api<{ id: string }>('POST', 'difficult-words', {
      word: term,
      definition,
      poemId: poem.id,
    });

    const { context, page, problems } = await openPage(browser, baseUrl, { viewport: NARROW });
    await page.goto(`/poems?q=${encodeURIComponent(poem.title)}`);
    await afterSync(
      page,
      'the poem and its word',
      async () =>
        (await mirrored(page, 'poems', poem.id)) && mirrored(page, 'difficultWords', word.id),
    );
    await page.getByRole('link', { name: poem.title }).waitFor(WAIT);

    await api('DELETE', `poems/${poem.id}`);
    await page.reload();
    await afterSync(
      page,
      'the trashed poem and its word to leave',
      async () =>
        !(await mirrored(page, 'poems', poem.id)) &&
        !(await mirrored(page, 'difficultWords', word.id)),
    );
    await page.getByRole('link', { name: poem.title }).waitFor({ state: 'detached', ...WAIT });

    await api('POST', `trash/${poem.id}/restore`);
    await page.goto(`/poem/${poem.id}`);
    await waitForHeading(page, poem.title);
    await afterSync(
      page,
      'the restored poem and its word',
      async () =>
        (await mirrored(page, 'poems', poem.id)) && mirrored(page, 'difficultWords', word.id),
    );
    const marked = page.locator('[data-difficult-word]', { hasText: term }).first();
    await marked.waitFor(WAIT);
    await marked.focus();
    await expect.poll(() => page.getByRole('tooltip').textContent(), WAIT).toContain(definition);
    expect(problems).toEqual([]);
    await context.close();
  });
});
