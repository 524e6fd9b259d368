/**
 * Export and import on the dashboard's poems list, the real screen against the real server
 * (app.inject behind the app's API client; PGlite): the export holds what the list shows (its
 * search) as JSON and CSV, and read back and applied it changes nothing; a title changed in the CSV is
 * previewed before and after, then written once (one version more) and said; a row with a bad
 * year or a poem saved since the export is refused with its reason and nothing is written; a
 * file that is no export is refused before anything is sent.
 */
import { TextEncoder as NodeTextEncoder } from 'node:util';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Poem } from '@domain/schemas/poem';
import { PoemsList } from '@client/features/admin/poems/poems-list';
import { validatePoemListSearch } from '@client/features/admin/poems/list-search';
import { injectFetch } from '../helpers/inject-fetch';
import { renderListRoute } from '../helpers/render-in-app';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
const stamp = Date.now();
const WORD = `Dellusi${stamp}`;
let poems: Poem[];

/** What the page downloaded: the anchors the export clicked, and the files behind them. */
let downloads: { name: string; blob: Blob }[];
const blobs = new Map<string, Blob>();

beforeAll(async () => {
  // jsdom's Uint8Array is not Node's: the JWT secret must be made in the realm jose checks.
  const own = globalThis.TextEncoder;
  globalThis.TextEncoder = class extends NodeTextEncoder {
    override encode(input?: string) {
      return new Uint8Array(super.encode(input));
    }
  } as typeof TextEncoder;
  try {
    t = await createTestApp({ seed: true });
  } finally {
    globalThis.TextEncoder = own;
  }
  const inject = injectFetch(t.app);
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body = request.body ? await request.text() : undefined;
    return inject(url.pathname + url.search, {
      method: request.method,
      headers: request.headers,
      body,
    });
  });
  sessionStorage.setItem('accessToken', t.admin.token);
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:taalif/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = (url: string) => void blobs.delete(url);
  // The browser's download of an <a download>: kept here instead of a navigation.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads.push({ name: this.download, blob: blobs.get(this.href)! });
  });

  const poet = (await t.app.inject({ method: 'GET', url: '/api/poets?size=1' })).json() as {
    content: { id: string }[];
  };
  poems = [];
  for (const letter of ['A', 'B']) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/poems',
      headers: t.asAdmin,
      payload: {
        title: `${WORD} ${letter}`,
        content: `Baat bu jëkk ${letter}\nBaat bu ñaareel`,
        poetId: poet.content[0]!.id,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    poems.push(res.json());
  }
}, 120_000);
afterAll(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await t?.close();
});
afterEach(cleanup);

async function renderPoems() {
  downloads = [];
  await renderListRoute(
    `/dashboard/poems?q=${encodeURIComponent(WORD)}`,
    validatePoemListSearch,
    ({ search, onSearchChange }) => <PoemsList search={search} onSearchChange={onSearchChange} />,
  );
  for (const poem of poems) await screen.findByRole('rowheader', { name: poem.title });
}

async function exportAs(label: 'Exporter en JSON' | 'Exporter en CSV') {
  const before = downloads.length;
  fireEvent.click(screen.getByRole('button', { name: label }));
  await waitFor(() => expect(downloads.length).toBe(before + 1));
  return downloads.at(-1)!;
}

/** Chooses `file` in the import's file picker; the preview dialog once it is shown. */
async function importFile(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[data-import-file]')!;
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  fireEvent.change(input);
  return screen.findByRole('dialog', { name: 'Aperçu de l’import' }, { timeout: 15_000 });
}

const countOf = (dialog: HTMLElement, status: string) =>
  within(dialog).getAllByText(/^\d+$/, {
    selector: `[data-import-count="${status}"] p`,
  })[0]!.textContent;

const poemNow = async (id: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/poems/${id}`, headers: t.asAdmin })
  ).json() as Poem;

describe('export and import on the poems list', { timeout: 60_000 }, () => {
  it('exports what the list shows, and the export read back and applied changes nothing', async () => {
    await renderPoems();
    const json = await exportAs('Exporter en JSON');
    expect(json.name).toMatch(/^taalif-poems-\d{4}-\d{2}-\d{2}\.json$/);
    const records = JSON.parse(await json.blob.text()) as Poem[];
    expect(records.map((p) => p.title).sort()).toEqual([`${WORD} A`, `${WORD} B`]);

    const csv = await exportAs('Exporter en CSV');
    expect(csv.name).toMatch(/\.csv$/);
    expect(await csv.blob.text()).toContain(`${WORD} B`);

    for (const { name, blob } of [json, csv]) {
      const dialog = await importFile(new File([blob], name));
      expect(countOf(dialog, 'unchanged')).toBe('2');
      expect(countOf(dialog, 'new')).toBe('0');
      within(dialog).getByText('Ce fichier ne change rien.');
      const rows = within(dialog).getAllByRole('row').slice(1);
      expect(rows.map((row) => row.dataset.status)).toEqual(['unchanged', 'unchanged']);
      // Applied, it writes nothing and says so.
      fireEvent.click(within(dialog).getByRole('button', { name: 'Importer (0)' }));
      await within(dialog).findByText('Import terminé. Fiches enregistrées : 0.');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
    for (const poem of poems) expect((await poemNow(poem.id)).version).toBe(poem.version);
  });

  it('previews a changed title before and after, writes it once when confirmed, and says so', async () => {
    await renderPoems();
    const csv = await exportAs('Exporter en CSV');
    const [a] = poems;
    const text = (await csv.blob.text()).replace(`${WORD} A`, `${WORD} A (revu)`);
    const dialog = await importFile(new File([text], 'poemes.csv', { type: 'text/csv' }));

    expect(countOf(dialog, 'changed')).toBe('1');
    expect(countOf(dialog, 'unchanged')).toBe('1');
    const changed = dialog.querySelector<HTMLElement>('[data-status="changed"]')!;
    const change = within(changed).getByText('Titre').closest('li')!;
    expect(change.textContent).toContain(`Avant : ${WORD} A`);
    expect(change.textContent).toContain(`Après : ${WORD} A (revu)`);
    expect((await poemNow(a!.id)).title).toBe(`${WORD} A`);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Importer (1)' }));
    await within(dialog).findByText('Import terminé. Fiches enregistrées : 1.', undefined, {
      timeout: 15_000,
    });
    expect(dialog.querySelector('[data-import-written]')!.textContent).toContain(
      `${WORD} A (revu)`,
    );
    const after = await poemNow(a!.id);
    expect(after.title).toBe(`${WORD} A (revu)`);
    expect(after.version).toBe(a!.version + 1);
    // The list reloads behind the dialog.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await screen.findByRole('rowheader', { name: `${WORD} A (revu)` });
    poems[0] = after;
  });

  it('refuses a bad year and a poem saved since the export, with their reasons, and writes nothing', async () => {
    await renderPoems();
    const json = await exportAs('Exporter en JSON');
    const records = JSON.parse(await json.blob.text()) as Poem[];
    const a = records.find((p) => p.id === poems[0]!.id)!;
    const b = records.find((p) => p.id === poems[1]!.id)!;
    // Someone saves B after the export.
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/poems/${b.id}`,
      headers: t.asAdmin,
      payload: { year: 1950, version: b.version },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const rows = [
      { ...a, year: '19a5' },
      { ...b, title: `${WORD} B !` },
    ];
    const dialog = await importFile(
      new File([JSON.stringify(rows)], 'poemes.json', { type: 'application/json' }),
    );

    expect(countOf(dialog, 'invalid')).toBe('2');
    within(dialog).getByText(
      'Des lignes sont invalides : rien ne sera importé tant qu’elles ne sont pas corrigées.',
    );
    const year = dialog.querySelector<HTMLElement>('[data-import-row="1"] [data-refused="year"]')!;
    expect(year.textContent).toBe('AnnéeSaisissez un nombre, en chiffres');
    const stale = dialog.querySelector<HTMLElement>('[data-import-row="2"] [data-refused]')!;
    expect(stale.textContent).toBe(
      'VersionQuelqu’un d’autre a enregistré cet élément entre-temps.',
    );
    const confirm = within(dialog).getByRole('button', { name: /^Importer/ });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    expect((await poemNow(a.id)).version).toBe(a.version);
  });

  it('refuses a file that is no export before sending it', async () => {
    await renderPoems();
    const input = document.querySelector<HTMLInputElement>('input[data-import-file]')!;
    Object.defineProperty(input, 'files', {
      value: [new File(['bonjour'], 'note.txt', { type: 'text/plain' })],
      configurable: true,
    });
    fireEvent.change(input);
    const problem = await screen.findByRole('alert');
    expect(problem.textContent).toBe('Ce fichier n’est ni un export JSON ni un export CSV.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
