/**
 * The poem form: the domain's messages under the fields it refuses (nothing sent), the body a
 * valid form sends (empty optional texts as null, localized texts per language, several tags),
 * and every field with a visible label. Pickers read the mirror (fake-indexeddb); the API
 * calls are stood in for (the resource); the browser suite runs them for real.
 */
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Poem, Poet, Tag } from '@domain/schemas';
import { db } from '@client/db/db';
import { renderInApp } from '../../../../../tests/helpers/render-in-app';
import { WOLOFAL_SAMPLE } from '../../../../../tests/fixtures/wolofal-sample';
import { stubResource } from '../../../../../tests/helpers/stub-resource';
import { poemResource } from './resource';
import { PoemForm } from './poem-form';

vi.mock(import('./resource'), (original) => stubResource(original, 'poemResource'));
vi.mock('../form/sync-after-save', () => ({ syncAfterSave: vi.fn() }));

// A whole form (Chakra, the router, IndexedDB) in jsdom: slow on a busy two-core machine.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const POET = '01900000-0000-7000-8000-0000000000a1';
const TAGS = ['01900000-0000-7000-8000-0000000000b1', '01900000-0000-7000-8000-0000000000b2'];
const meta = { createdAt: '', updatedAt: '', rev: 1, version: 1, slug: null };
const poet = {
  id: POET,
  name: 'Serigne Moussa Ka',
  status: 'deceased',
  birthYear: null,
  deathYear: null,
  biography: null,
  photoUrl: null,
  ...meta,
} as unknown as Poet;
const tags: Tag[] = [
  { id: TAGS[0]!, name: 'Xasida', ...meta },
  { id: TAGS[1]!, name: 'Sufi', ...meta },
];

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

async function open() {
  const onSaved = vi.fn();
  await renderInApp(() => <PoemForm onSaved={onSaved} />, { language: 'en' });
  await screen.findByRole('heading', { level: 1, name: 'New poem' });
  await screen.findByRole('option', { name: 'Serigne Moussa Ka' });
  // The draft check: what is typed before it ends would not be kept.
  await waitFor(() => expect(document.querySelector('form[aria-busy="false"]')).not.toBeNull());
  return onSaved;
}

beforeEach(async () => {
  await Promise.all([db.drafts.clear(), db.poets.clear(), db.tags.clear(), db.themes.clear()]);
  await db.poets.put(poet);
  await db.tags.bulkPut(tags);
  vi.mocked(poemResource.create).mockReset();
});
afterEach(cleanup);

describe('the poem form', () => {
  it('labels every field visibly', async () => {
    await open();
    for (const label of [
      'Title',
      'Text \\(Wolof\\)',
      'Text \\(Wolofal\\)',
      'Historical context',
      'Source address',
      'Poet',
      'Theme',
      'Year',
      'Cover image address',
    ])
      expect(field(label), label).toBeTruthy();
    const translations = within(screen.getByRole('group', { name: /Translations/ }));
    for (const language of ['French', 'English', 'Arabic'])
      expect(translations.getByLabelText(new RegExp(`^${language}`))).toBeTruthy();
    expect(translations.getByLabelText(/^Arabic/).getAttribute('dir')).toBe('rtl');
    const summary = within(screen.getByRole('group', { name: /Summary/ }));
    for (const language of ['French', 'English', 'Arabic', 'Wolof'])
      expect(summary.getByLabelText(new RegExp(`^${language}`))).toBeTruthy();
    expect(screen.getByRole('group', { name: /Tags/ })).toBeTruthy();
    // Wolofal is typed right to left.
    expect(field('Text \\(Wolofal\\)').getAttribute('dir')).toBe('rtl');
    expect(field('Text \\(Wolofal\\)').getAttribute('lang')).toBe('wo-Arab');
  });

  it("puts the domain's messages under the fields it refuses and sends nothing", async () => {
    await open();
    type('Source address', 'ftp://example.org/poem');
    type('Year', '19x5');
    type('Cover image address', 'cover.jpg');
    save();
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(screen.getByText('Content is required')).toBeTruthy();
    expect(screen.getByText('Choose an item from the list')).toBeTruthy();
    expect(screen.getByText('Enter an http(s) address')).toBeTruthy();
    // "19x5" says what is wrong with it, not that it is "not valid".
    expect(screen.getByText('Enter a number, in digits')).toBeTruthy();
    expect(screen.getByText('Enter an http(s) address or a path starting with /')).toBeTruthy();
    expect(field('Title').getAttribute('aria-invalid')).toBe('true');
    expect(field('Historical context').getAttribute('aria-invalid')).toBeNull();
    // Focus leaves the Save button for the first field to fix.
    await waitFor(() => expect(document.activeElement).toBe(field('Title')));
    expect(poemResource.create).not.toHaveBeenCalled();
    // Nothing typed is lost.
    expect(field('Source address').value).toBe('ftp://example.org/poem');
  });

  it('sends the API body of a valid form: null for empty texts, each language, several tags', async () => {
    vi.mocked(poemResource.create).mockImplementation(
      async (input) => ({ ...input, id: '01900000-0000-7000-8000-0000000000c1', ...meta }) as Poem,
    );
    const onSaved = await open();
    type('Title', '  Jàmm  ');
    type('Text \\(Wolof\\)', 'Jàmm ak salaam\n\nNdaw si');
    const translations = within(screen.getByRole('group', { name: /Translations/ }));
    fireEvent.change(translations.getByLabelText(/^English/), {
      target: { value: 'Peace and salvation' },
    });
    fireEvent.change(field('Poet'), { target: { value: POET } });
    type('Year', '1930');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sufi' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Xasida' }));
    save();
    await waitFor(() => expect(poemResource.create).toHaveBeenCalledTimes(1));
    expect(vi.mocked(poemResource.create).mock.calls[0]![0]).toEqual({
      title: 'Jàmm',
      content: 'Jàmm ak salaam\n\nNdaw si',
      wolofal: null,
      translations: { en: 'Peace and salvation' },
      summary: null,
      historicalContext: null,
      sourceUrl: null,
      poetId: POET,
      themeId: null,
      tagIds: [TAGS[1], TAGS[0]],
      year: 1930,
      coverUrl: null,
      // A new poem is published at once unless the administrator says otherwise.
      publishedAt: 'now',
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });

  it('previews the Wolofal beside the Latin, says where it is misaligned, and sends it once aligned', async () => {
    vi.mocked(poemResource.create).mockImplementation(
      async (input) => ({ ...input, id: '01900000-0000-7000-8000-0000000000c2', ...meta }) as Poem,
    );
    await open();
    const { content, wolofal } = WOLOFAL_SAMPLE;
    type('Title', 'Doomi aadama');
    type('Text \\(Wolof\\)', content);
    fireEvent.change(field('Poet'), { target: { value: POET } });
    type('Text \\(Wolofal\\)', wolofal.replace('\n\n', '\n'));
    save();
    expect(
      await screen.findByText(
        'The Wolofal has 1 stanzas and the Latin text 2: give it as many stanzas, separated by a blank line.',
      ),
    ).toBeTruthy();
    expect(field('Text \\(Wolofal\\)').getAttribute('aria-invalid')).toBe('true');
    expect(poemResource.create).not.toHaveBeenCalled();

    type('Text \\(Wolofal\\)', wolofal);
    const preview = screen.getByTestId('poem-preview');
    await waitFor(() =>
      expect(preview.querySelectorAll('.poem-wolofal[dir="rtl"][lang="wo-Arab"]')).toHaveLength(2),
    );
    expect(preview.querySelector('.poem-wolofal')!.textContent).toContain('دࣷومِ آدَمَ');
    save();
    await waitFor(() => expect(poemResource.create).toHaveBeenCalledTimes(1));
    expect(vi.mocked(poemResource.create).mock.calls[0]![0]).toMatchObject({ content, wolofal });
  });

  it('asks to save the poem first before a word of a new poem can be defined', async () => {
    await open();
    type('Text \\(Wolof\\)', 'Jàmm ak salaam');
    fireEvent.click(await screen.findByRole('button', { name: 'salaam' }));
    expect(
      await screen.findByText('Save the poem first: a definition is attached to a saved poem.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add a definition' })).toBeNull();
  });
});
