/**
 * The role form on the dashboard's form kit: the last administrator's refusal in plain words
 * under the field, one's own demotion asked first, a role changed meanwhile by someone else
 * caught before the write, and an unchanged role not sent.
 */
import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@domain/schemas/user';
import { apiErrorOf } from '@client/api/to-api-error';
import { renderInApp } from '../../../../../tests/helpers/render-in-app';
import { changeRole, userResource } from './resource';
import { UserRoleForm } from './user-role-form';

vi.mock(import('./resource'), async (importOriginal) => {
  const actual = await importOriginal();
  return { ...actual, changeRole: vi.fn(), userResource: { ...actual.userResource, get: vi.fn() } };
});

// A saved role asks the mirror to sync: not this test's concern.
vi.mock('../form/sync-after-save', () => ({ syncAfterSave: vi.fn() }));

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const admin: User = {
  id: '01900000-0000-7000-8000-000000000001',
  email: 'admin@example.test',
  username: 'admin',
  displayName: 'Awa Admin',
  firstName: 'Awa',
  lastName: 'Admin',
  role: 'ADMIN',
  photoURL: null,
  provider: 'local',
  createdAt: '2026-01-01T00:00:00.000Z',
};

async function open(user: User, isSelf: boolean, onSaved = vi.fn()) {
  await renderInApp(() => <UserRoleForm user={user} isSelf={isSelf} onSaved={onSaved} />, {
    language: 'en',
  });
  await screen.findByRole('heading', { level: 1, name: 'Change the role' });
  return onSaved;
}
const choose = (role: string) =>
  fireEvent.change(screen.getByRole('combobox', { name: /^Role/ }), { target: { value: role } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save the role' }));

beforeEach(() => {
  vi.mocked(changeRole).mockReset();
  vi.mocked(userResource.get).mockReset();
});
afterEach(cleanup);

describe('the role form', () => {
  it("says in plain words why the last administrator stays one (the server's 409)", async () => {
    vi.mocked(userResource.get).mockResolvedValue(admin);
    vi.mocked(changeRole).mockRejectedValue(
      apiErrorOf(409, {
        code: 'last_admin',
        message: 'The last administrator cannot be demoted',
        fields: { role: 'At least one administrator must remain' },
        fieldCodes: { role: { code: 'last_admin' } },
      }),
    );
    const onSaved = await open(admin, false);
    choose('USER');
    save();
    expect(
      await screen.findByText(/This is the last administrator: the app must keep at least one/),
    ).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /^Role/ }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('asks an administrator removing their own role first; Cancel sends nothing', async () => {
    vi.mocked(userResource.get).mockResolvedValue(admin);
    await open(admin, true);
    choose('USER');
    save();
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Remove your own administrator role?',
    });
    fireEvent.click(
      Array.from(dialog.querySelectorAll('button')).find((b) => b.textContent === 'Cancel')!,
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(userResource.get).not.toHaveBeenCalled();
    expect(changeRole).not.toHaveBeenCalled();
  });

  it('writes nothing twice when someone else made the same change meanwhile', async () => {
    const reader = { ...admin, role: 'USER' as const };
    // Promoted by someone else since the form opened.
    vi.mocked(userResource.get).mockResolvedValue({ ...reader, role: 'ADMIN' });
    const onSaved = await open(reader, false);
    choose('ADMIN');
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ ...reader, role: 'ADMIN' }));
    expect(changeRole).not.toHaveBeenCalled();
  });

  it('says the role is already that one, and sends nothing', async () => {
    vi.mocked(userResource.get).mockResolvedValue(admin);
    await open(admin, false);
    save();
    expect(await screen.findByText('That is already their role.')).toBeTruthy();
    expect(userResource.get).not.toHaveBeenCalled();
    expect(changeRole).not.toHaveBeenCalled();
  });

  it('saves a change and hands back the saved user', async () => {
    const reader = { ...admin, role: 'USER' as const };
    vi.mocked(userResource.get).mockResolvedValue(reader);
    vi.mocked(changeRole).mockResolvedValue({ ...reader, role: 'ADMIN' });
    const onSaved = await open(reader, false);
    choose('ADMIN');
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ ...reader, role: 'ADMIN' }));
    expect(changeRole).toHaveBeenCalledWith(reader.id, 'ADMIN');
  });
});
