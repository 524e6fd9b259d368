/**
 * Difficult words inside the poem editor, on the edit form of a saved poem: its glossed words
 * highlighted in the preview; a picked word offered "add a definition" prefilled with the word
 * and the poem; a definition the same word has for another poem offered as a starting point,
 * which prefills the dialog; the save goes to the difficult-word create API and the word is
 * highlighted at once. The glossary is the mirror's (fake-indexeddb); the API is stood in for.
 */
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DifficultWord, Poem } from '@domain/schemas';
import { db, withScope } from '@client/db/db';
import { renderInApp } from '../../../../../../tests/helpers/render-in-app';
import { stubResource } from '../../../../../../tests/helpers/stub-resource';
import { difficultWordResource } from '../../difficult-words/resource';
import { poemResource } from '../resource';
import { PoemForm } from '../poem-form';

vi.mock(import('../resource'), (original) => stubResource(original, 'poemResource'));
vi.mock(import('../../difficult-words/resource'), (original) =>
  stubResource(original, 'difficultWordResource'),
);
vi.mock('../../form/sync-after-save', () => ({ syncAfterSave: vi.fn() }));

// A whole form (Chakra, the router, IndexedDB) in jsdom: slow on a busy two-core machine.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const POEM = '01900000-0000-7000-8000-000000000001';
const OTHER = '01900000-0000-7000-8000-000000000002';
const POET = '01900000-0000-7000-8000-0000000000a1';
const meta = { createdAt: '', updatedAt: '', rev: 1, version: 3, publishedAt: null };
const poem = (id: string, title: string, content: string): Poem => ({
  id,
  slug: null,
  title,
  content,
  wolofal: null,
  translations: null,
  summary: null,
  historicalContext: null,
  sourceUrl: null,
  poetId: POET,
  themeId: null,
  tagIds: [],
  year: null,
  coverUrl: null,
  views: 0,
  likes: 0,
  hasAudio: false,
  ...meta,
});
let n = 0;
const entry = (word: string, poemId: string | null, definition: string): DifficultWord => ({
  id: `01900000-0000-7000-8000-1000000000${String(++n).padStart(2, '0')}`,
  word,
  definition,
  explanation: null,
  poemId,
  ...meta,
});

const THIS = poem(POEM, 'Jàmm', 'Xam xam la,\nGërëm Yàlla\n\nNdaw si dem na');

beforeEach(async () => {
  await Promise.all([db.drafts.clear(), db.poems.clear(), db.difficultWords.clear()]);
  await db.poems.bulkPut([THIS, poem(OTHER, 'Mawahibu', 'Gërëm')]);
  await db.difficultWords.bulkPut(
    [
      entry('xam xam', POEM, 'le savoir'),
      entry('gërëm', OTHER, 'rendre grâce'),
      entry('ndaw', null, 'jeune fille'),
    ].map(withScope),
  );
  vi.mocked(difficultWordResource.create).mockReset();
});
afterEach(cleanup);

async function open() {
  await renderInApp(() => <PoemForm record={THIS} onSaved={() => {}} />, { language: 'en' });
  await screen.findByRole('heading', { level: 1, name: 'Edit poem' });
  const preview = await screen.findByTestId('poem-preview');
  // The mirror's glossary arrives after the first render.
  await waitFor(() => expect(preview.querySelectorAll('[data-glossed]').length).toBe(2));
  return within(preview);
}

describe('difficult words in the poem editor', () => {
  it("highlights this poem's glossed words and those of every poem, not other poems'", async () => {
    const preview = await open();
    const glossed = [...document.querySelectorAll('[data-glossed]')].map((b) => b.textContent);
    expect(glossed).toEqual(['Xam xam', 'Ndaw']);
    expect(preview.getByRole('button', { name: 'Gërëm' }).hasAttribute('data-glossed')).toBe(false);
  });

  it("offers another poem's definition of the picked word as a starting point, and saves it for this poem", async () => {
    const saved = entry('Gërëm', POEM, 'rendre grâce à Dieu');
    vi.mocked(difficultWordResource.create).mockResolvedValue(saved);
    const preview = await open();
    fireEvent.click(preview.getByRole('button', { name: 'Gërëm' }));
    const offer = within(await screen.findByRole('region', { name: 'Definitions of “Gërëm”' }));
    expect(offer.getByText('Defined for other poems, to start from:')).toBeTruthy();
    expect(offer.getByText('rendre grâce')).toBeTruthy();
    expect((await offer.findByText(/^Used in:/)).textContent).toBe('Used in: Mawahibu');
    fireEvent.click(offer.getByRole('button', { name: 'Start from this definition' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Add a definition' }));
    expect((dialog.getByLabelText(/^Word/) as HTMLInputElement).value).toBe('Gërëm');
    const definition = dialog.getByLabelText(/^Definition/) as HTMLTextAreaElement;
    expect(definition.value).toBe('rendre grâce');
    expect(dialog.getByText('Poem: Jàmm')).toBeTruthy();
    fireEvent.change(definition, { target: { value: 'rendre grâce à Dieu' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save the definition' }));

    await waitFor(() => expect(difficultWordResource.create).toHaveBeenCalledTimes(1));
    expect(vi.mocked(difficultWordResource.create).mock.calls[0]![0]).toEqual({
      word: 'Gërëm',
      definition: 'rendre grâce à Dieu',
      explanation: null,
      poemId: POEM,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The dialog's own form: its submit never saves the poem behind it.
    expect(poemResource.update).not.toHaveBeenCalled();
    expect(preview.getByRole('button', { name: 'Gërëm' }).hasAttribute('data-glossed')).toBe(true);
  });

  it("reads no poem of the mirror to open, and only the suggestions' poems for a picked word", async () => {
    // The glossary once read every glossed poem whole, again at each sync: on the benchmark
    // corpus, thousands of poems and 120 ms of the main thread in the middle of every save.
    const bulkGet = vi.spyOn(db.poems, 'bulkGet');
    try {
      const preview = await open();
      expect(bulkGet).not.toHaveBeenCalled();
      fireEvent.click(preview.getByRole('button', { name: 'Gërëm' }));
      const offer = within(await screen.findByRole('region', { name: 'Definitions of “Gërëm”' }));
      expect((await offer.findByText(/^Used in:/)).textContent).toBe('Used in: Mawahibu');
      expect(bulkGet.mock.calls.map(([ids]) => ids)).toEqual([[OTHER]]);
    } finally {
      bulkGet.mockRestore();
    }
  });

  it('says a word is already defined for this poem and still offers to add one', async () => {
    const preview = await open();
    fireEvent.click(preview.getByRole('button', { name: 'Xam xam' }));
    const offer = within(await screen.findByRole('region', { name: 'Definitions of “Xam xam”' }));
    expect(offer.getByTestId('defined-here').textContent).toBe(
      'Already defined for this poem: le savoir',
    );
    fireEvent.click(offer.getByRole('button', { name: 'Add a definition' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a definition' }));
    expect((dialog.getByLabelText(/^Word/) as HTMLInputElement).value).toBe('Xam xam');
    expect((dialog.getByLabelText(/^Definition/) as HTMLTextAreaElement).value).toBe('');
    fireEvent.click(dialog.getByRole('button', { name: 'Save the definition' }));
    expect(await dialog.findByText('Definition is required')).toBeTruthy();
    expect(difficultWordResource.create).not.toHaveBeenCalled();
  });
});
