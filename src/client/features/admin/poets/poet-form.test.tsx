/** The poet form: the domain's rules on the fields, SPEC's status list, a server 400 on a field. */
import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Poet } from '@domain/schemas';
import { apiErrorOf } from '@client/api/to-api-error';
import { db } from '@client/db/db';
import { renderInApp } from '../../../../../tests/helpers/render-in-app';
import { stubResource } from '../../../../../tests/helpers/stub-resource';
import { poetResource } from './resource';
import { PoetForm } from './poet-form';

vi.mock(import('./resource'), (original) => stubResource(original, 'poetResource'));
vi.mock('../form/sync-after-save', () => ({ syncAfterSave: vi.fn() }));

// A whole form (Chakra, the router, IndexedDB) in jsdom: slow on a busy two-core machine.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

async function open(onSaved = vi.fn<(poet: Poet) => void>()) {
  await renderInApp(() => <PoetForm onSaved={onSaved} />, { language: 'en' });
  await screen.findByRole('heading', { level: 1, name: 'New poet' });
  return onSaved;
}

beforeEach(async () => {
  await db.drafts.clear();
  vi.mocked(poetResource.create).mockReset();
});
afterEach(cleanup);

describe('the poet form', () => {
  it("offers SPEC's status list: Active and Deceased, values active and deceased", async () => {
    await open();
    const options = [...(field('Status') as unknown as HTMLSelectElement).options];
    expect(options.map((o) => [o.value, o.text])).toEqual([
      ['active', 'Active'],
      ['deceased', 'Deceased'],
    ]);
  });

  it('puts each rule of the domain schema under its field', async () => {
    await open();
    type('Year of birth', '1900');
    type('Year of death', '1850');
    type('Photo address', 'ftp://example.org/a.jpg');
    save();
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('The year of death must not be before the year of birth')).toBeTruthy();
    expect(screen.getByText('Enter an http(s) address or a path starting with /')).toBeTruthy();
    expect(field('Year of death').getAttribute('aria-invalid')).toBe('true');
    type('Year of birth', 'about 1900');
    save();
    expect(await screen.findByText('Enter a number, in digits')).toBeTruthy();
    expect(poetResource.create).not.toHaveBeenCalled();
  });

  it('sends the biography by language and puts a server 400 on its field', async () => {
    vi.mocked(poetResource.create).mockRejectedValue(
      apiErrorOf(400, {
        code: 'invalid_request',
        message: 'Invalid body: biography.ar',
        fields: { 'biography.ar': 'Too big: expected string to have <=20000 characters' },
        fieldCodes: { 'biography.ar': { code: 'too_long', params: { limit: 20000 } } },
      }),
    );
    await open();
    type('Name', 'Serigne Moussa Ka');
    fireEvent.change(field('Status'), { target: { value: 'deceased' } });
    type('Arabic', 'شاعر');
    save();
    expect(await screen.findByText('At most 20,000 characters')).toBeTruthy();
    expect(field('Arabic').getAttribute('aria-invalid')).toBe('true');
    expect(field('Arabic').getAttribute('dir')).toBe('rtl');
    await waitFor(() =>
      expect(poetResource.create).toHaveBeenCalledWith({
        name: 'Serigne Moussa Ka',
        birthYear: null,
        deathYear: null,
        status: 'deceased',
        biography: { ar: 'شاعر' },
        photoUrl: null,
      }),
    );
  });
});
