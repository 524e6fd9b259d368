/**
 * The new-user form on the dashboard's form kit: its draft stays on the device without the
 * password (the real drafts table, IndexedDB in memory), a generated password is the one
 * sent and shown once, and a bad address is said under its field with nothing sent.
 */
import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@domain/schemas/user';
import { db } from '@client/db/db';
import { NEW_RECORD, readDraft } from '@client/db/drafts';
import { renderInApp } from '../../../../../tests/helpers/render-in-app';
import { createUser } from './resource';
import { UserNewForm } from './user-new-form';

vi.mock(import('./resource'), async (importOriginal) => {
  const actual = await importOriginal();
  return { ...actual, createUser: vi.fn() };
});

// A saved account asks the mirror to sync: not this test's concern.
vi.mock('../form/sync-after-save', () => ({ syncAfterSave: vi.fn() }));

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const created: User = {
  id: '01900000-0000-7000-8000-000000000002',
  email: 'aida@example.test',
  username: 'aida',
  displayName: 'Aïda Ndiaye',
  firstName: 'Aïda',
  lastName: 'Ndiaye',
  role: 'USER',
  photoURL: null,
  provider: 'local',
  createdAt: '2026-01-01T00:00:00.000Z',
};

async function open(onDone = vi.fn()) {
  await renderInApp(() => <UserNewForm onDone={onDone} />, { language: 'en' });
  await screen.findByRole('heading', { level: 1, name: 'New user' });
  return onDone;
}
const type = (name: RegExp, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
const create = () => fireEvent.click(screen.getByRole('button', { name: 'Create the account' }));

beforeEach(async () => {
  vi.mocked(createUser).mockReset();
  await db.drafts.clear();
});
afterEach(cleanup);

describe('the new-user form', () => {
  it('keeps its draft on the device, without the password', async () => {
    await open();
    type(/^E-mail address/, created.email);
    fireEvent.change(screen.getByRole('combobox', { name: /^Initial password/ }), {
      target: { value: 'choose' },
    });
    const password = document.querySelector<HTMLInputElement>('input[name="password"]')!;
    fireEvent.change(password, { target: { value: 'un-secret-bien-long' } });
    await waitFor(async () =>
      expect((await readDraft({ form: 'user', recordId: NEW_RECORD }))?.values).toMatchObject({
        email: created.email,
        passwordMode: 'choose',
      }),
    );
    const draft = await readDraft({ form: 'user', recordId: NEW_RECORD });
    expect(draft?.values).not.toHaveProperty('password');
    expect(JSON.stringify(draft)).not.toContain('un-secret-bien-long');
  });

  it('sends a generated password and shows that one once the account exists', async () => {
    vi.mocked(createUser).mockResolvedValue(created);
    await open();
    type(/^E-mail address/, created.email);
    type(/^First name/, 'Aïda');
    type(/^Last name/, 'Ndiaye');
    create();
    const dialog = await screen.findByRole('alertdialog');
    const sent = vi.mocked(createUser).mock.calls[0]![0];
    expect(sent).toMatchObject({ email: created.email, role: 'USER' });
    expect(sent.password.length).toBeGreaterThanOrEqual(8);
    expect(dialog.querySelector<HTMLInputElement>('[data-testid="new-password"]')?.value).toBe(
      sent.password,
    );
  });

  it('says what is wrong with the address under its field, and sends nothing', async () => {
    await open();
    type(/^E-mail address/, 'not an address');
    create();
    expect(await screen.findByText(/valid e-mail address/i)).toBeTruthy();
    expect(
      screen.getByRole('textbox', { name: /^E-mail address/ }).getAttribute('aria-invalid'),
    ).toBe('true');
    expect(createUser).not.toHaveBeenCalled();
  });
});
