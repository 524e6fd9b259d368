/**
 * The difficult-word form on the form kit: SPEC section 5's messages under their fields,
 * a server 400's fields on the fields, the conflict of a stale save (theirs, mine, merge),
 * the draft offered back after a reload, and a save refused offline that keeps the draft.
 * The API calls are stood in for (the resource); the browser suite runs them for real.
 */
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyRouter } from '@tanstack/react-router';
import type { DifficultWord } from '@domain/schemas';
import { apiErrorOf } from '@client/api/to-api-error';
import { db } from '@client/db/db';
import { readDraft } from '@client/db/drafts';
import { renderInApp } from '../../../../../tests/helpers/render-in-app';
import { stubResource } from '../../../../../tests/helpers/stub-resource';
import { difficultWordResource } from './resource';
import { AdminToaster } from '../form/admin-toaster';
import { DifficultWordForm } from './difficult-word-form';

vi.mock(import('./resource'), (original) => stubResource(original, 'difficultWordResource'));
vi.mock('../form/sync-after-save', () => ({ syncAfterSave: vi.fn() }));

// A whole form (Chakra, the router, IndexedDB) in jsdom: slow on a busy two-core machine.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

type Router = AnyRouter;

const ID = '01900000-0000-7000-8000-000000000001';
const word = (over: Partial<DifficultWord> = {}): DifficultWord => ({
  id: ID,
  word: 'xam',
  definition: 'savoir',
  explanation: null,
  poemId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  rev: 1,
  version: 1,
  ...over,
});

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

async function open(record?: DifficultWord, onSaved = vi.fn()) {
  await renderInApp(
    () => (
      <>
        <DifficultWordForm record={record} onSaved={onSaved} />
        <AdminToaster />
      </>
    ),
    { language: 'en' },
  );
  await screen.findByRole('heading', { level: 1 });
  return onSaved;
}

/** The draft check runs once when the form opens; typing before it ends would not be kept. */
const draftChecked = () =>
  waitFor(() => expect(document.querySelector('form[aria-busy="false"]')).not.toBeNull());

beforeEach(async () => {
  await db.drafts.clear();
  vi.mocked(difficultWordResource.create).mockReset();
  vi.mocked(difficultWordResource.update).mockReset();
  vi.mocked(difficultWordResource.get).mockReset();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the difficult-word form', () => {
  it("puts SPEC's messages under the empty required fields and sends nothing", async () => {
    await open();
    save();
    const wordMessage = await screen.findByText('Word is required');
    expect(screen.getByText('Definition is required')).toBeTruthy();
    expect(field('Word').getAttribute('aria-invalid')).toBe('true');
    // The message is the field's: announced with it (aria-errormessage), not floating free.
    // Chakra ties the message to the input once it has rendered: wait for that, not a delay.
    await waitFor(() =>
      expect(field('Word').getAttribute('aria-errormessage')).toBe(wordMessage.id),
    );
    expect(field('Explanation').getAttribute('aria-invalid')).toBeNull();
    expect(difficultWordResource.create).not.toHaveBeenCalled();
  });

  it("puts a server 400's per-field messages on the fields and keeps what was typed", async () => {
    vi.mocked(difficultWordResource.create).mockRejectedValue(
      apiErrorOf(400, {
        code: 'invalid_request',
        message: 'Invalid body: definition',
        fields: { definition: 'Too big: expected string to have <=5000 characters' },
        fieldCodes: { definition: { code: 'too_long', params: { limit: 5000 } } },
      }),
    );
    await open();
    type('Word', 'xam');
    type('Definition', 'savoir');
    save();
    expect(await screen.findByText('At most 5,000 characters')).toBeTruthy();
    expect(field('Definition').getAttribute('aria-invalid')).toBe('true');
    expect(field('Word').value).toBe('xam');
    expect(field('Definition').value).toBe('savoir');
    expect(await screen.findByText('Error creating difficult word')).toBeTruthy();
  });

  it('saves a new word as the domain schema cleans it and syncs the device', async () => {
    const { syncAfterSave } = await import('../form/sync-after-save');
    vi.mocked(difficultWordResource.create).mockResolvedValue(word({ word: 'xam' }));
    const onSaved = await open();
    type('Word', '  xam ');
    type('Definition', 'savoir');
    fireEvent.keyDown(window, { key: 's', ctrlKey: true });
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(difficultWordResource.create).toHaveBeenCalledWith({
      word: 'xam',
      definition: 'savoir',
      explanation: null,
      poemId: null,
    });
    expect(syncAfterSave).toHaveBeenCalled();
    expect(await screen.findByText('Difficult word created')).toBeTruthy();
  });
});

describe('a save over a newer version (409)', () => {
  const stale = apiErrorOf(409, {
    code: 'stale_version',
    message: 'Changed by someone else',
    fields: { version: 'Stale version' },
    fieldCodes: { version: { code: 'stale_version' } },
  });
  const theirs = word({ definition: 'connaître', explanation: 'verbe', version: 2 });

  async function meetConflict() {
    vi.mocked(difficultWordResource.update).mockRejectedValueOnce(stale);
    vi.mocked(difficultWordResource.get).mockResolvedValue(theirs);
    const onSaved = await open(word());
    type('Word', 'xàm');
    type('Definition', 'savoir, connaître');
    save();
    const view = await screen.findByTestId('conflict-view');
    return { view, onSaved };
  }

  it('shows what they changed, theirs beside mine, and keeps what I typed in the form', async () => {
    const { view } = await meetConflict();
    expect(difficultWordResource.update).toHaveBeenCalledWith(
      ID,
      expect.objectContaining({ version: 1 }),
    );
    const definition = within(view).getByRole('group', { name: 'Keep for “Definition”' });
    expect(within(definition).getByText('connaître')).toBeTruthy();
    expect(within(definition).getByText('savoir, connaître')).toBeTruthy();
    // The word only I changed is not in conflict; their new explanation is.
    expect(within(view).queryByRole('group', { name: 'Keep for “Word”' })).toBeNull();
    expect(within(view).getByRole('group', { name: 'Keep for “Explanation”' })).toBeTruthy();
    expect(field('Word').value).toBe('xàm');
    expect(field('Definition').value).toBe('savoir, connaître');
  });

  it('keep mine saves my values on their version', async () => {
    const { view, onSaved } = await meetConflict();
    vi.mocked(difficultWordResource.update).mockResolvedValue(word({ version: 3 }));
    fireEvent.click(within(view).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(difficultWordResource.update).toHaveBeenLastCalledWith(ID, {
      word: 'xàm',
      definition: 'savoir, connaître',
      explanation: null,
      poemId: null,
      version: 2,
    });
  });

  it('a merge takes each field from the side chosen', async () => {
    const { view, onSaved } = await meetConflict();
    vi.mocked(difficultWordResource.update).mockResolvedValue(word({ version: 3 }));
    const definition = within(view).getByRole('group', { name: 'Keep for “Definition”' });
    fireEvent.click(within(definition).getByRole('radio', { name: /Their version/ }));
    fireEvent.click(within(view).getByRole('button', { name: 'Save my choices' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(difficultWordResource.update).toHaveBeenLastCalledWith(ID, {
      word: 'xàm',
      definition: 'connaître',
      explanation: 'verbe',
      poemId: null,
      version: 2,
    });
  });

  it('keep theirs puts their record in the form and saves nothing', async () => {
    const { view, onSaved } = await meetConflict();
    fireEvent.click(within(view).getByRole('button', { name: 'Keep theirs' }));
    await waitFor(() => expect(screen.queryByTestId('conflict-view')).toBeNull());
    expect(field('Word').value).toBe('xam');
    expect(field('Definition').value).toBe('connaître');
    expect(difficultWordResource.update).toHaveBeenCalledTimes(1);
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('drafts', () => {
  it('offers the draft back after a reload and restores what was typed', async () => {
    await open(word());
    await draftChecked();
    type('Definition', 'savoir, connaître');
    await waitFor(async () =>
      expect((await readDraft({ form: 'difficult-word', recordId: ID }))?.values).toMatchObject({
        definition: 'savoir, connaître',
      }),
    );
    cleanup(); // the tab is closed

    await open(word());
    const offer = await screen.findByTestId('draft-offer');
    expect(field('Definition').value).toBe('savoir');
    fireEvent.click(within(offer).getByRole('button', { name: 'Restore them' }));
    expect(field('Definition').value).toBe('savoir, connaître');
    expect(screen.queryByTestId('draft-offer')).toBeNull();
  });

  it('deletes the draft after a successful save', async () => {
    vi.mocked(difficultWordResource.update).mockResolvedValue(
      word({ definition: 'connaître', version: 2 }),
    );
    const onSaved = await open(word());
    await draftChecked();
    type('Definition', 'connaître');
    await waitFor(async () =>
      expect(await readDraft({ form: 'difficult-word', recordId: ID })).toBeDefined(),
    );
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    cleanup(); // leaving the screen writes any pending draft: none may come back
    await waitFor(async () =>
      expect(await readDraft({ form: 'difficult-word', recordId: ID })).toBeUndefined(),
    );
  });

  it('refuses a save offline with a message and keeps the draft', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await open();
    await draftChecked();
    type('Word', 'xam');
    type('Definition', 'savoir');
    save();
    const notice = await screen.findByTestId('offline-notice');
    expect(notice.textContent).toContain('You are offline');
    expect(difficultWordResource.create).not.toHaveBeenCalled();
    await waitFor(async () =>
      expect((await readDraft({ form: 'difficult-word', recordId: 'new' }))?.values).toMatchObject({
        word: 'xam',
        definition: 'savoir',
      }),
    );
    expect(field('Word').value).toBe('xam');
  });
});

describe('leaving the form', () => {
  async function openWithRouter(onSaved: (router: Router) => void) {
    // The form is rendered before the router exists: onSaved finds it here when it runs.
    const app: { router?: Router } = {};
    const rendered = await renderInApp(() => (
      <DifficultWordForm record={word()} onSaved={() => onSaved(app.router!)} />
    ));
    app.router = rendered.router as unknown as Router;
    await screen.findByRole('heading', { level: 1 });
    return app.router;
  }

  it('asks before leaving with unsaved changes, and stays when told to', async () => {
    const router = await openWithRouter(() => {});
    await draftChecked();
    fireEvent.change(screen.getByLabelText(/^Définition/), { target: { value: 'connaître' } });
    void router.navigate({ to: '/elsewhere' as '/' });
    const dialog = await screen.findByRole('alertdialog', { name: 'Quitter sans enregistrer ?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rester' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/');
  });

  it('lets a successful save navigate without asking', async () => {
    vi.mocked(difficultWordResource.update).mockResolvedValue(
      word({ definition: 'connaître', version: 2 }),
    );
    const router = await openWithRouter((r) => void r.navigate({ to: '/elsewhere' as '/' }));
    await draftChecked();
    fireEvent.change(screen.getByLabelText(/^Définition/), { target: { value: 'connaître' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
