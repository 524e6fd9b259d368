/** The tag form: a required name, and the server's 409 on a taken name put on the field. */
import { cleanup, configure, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '@client/api/api-error';
import { db } from '@client/db/db';
import { renderInApp } from '../../../../../tests/helpers/render-in-app';
import { createTag } from './actions';
import { TagForm } from './tag-form';

vi.mock('./actions', () => ({ createTag: vi.fn(), updateTag: vi.fn(), fetchTag: vi.fn() }));
vi.mock('../form/sync-after-save', () => ({ syncAfterSave: vi.fn() }));

// A whole form (Chakra, the router, IndexedDB) in jsdom: slow on a busy two-core machine.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const name = () => screen.getByLabelText(/^Name/) as HTMLInputElement;

beforeEach(async () => {
  await db.drafts.clear();
  vi.mocked(createTag).mockReset();
});
afterEach(cleanup);

describe('the tag form', () => {
  it('requires a name', async () => {
    await renderInApp(() => <TagForm onSaved={vi.fn()} />, { language: 'en' });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(createTag).not.toHaveBeenCalled();
  });

  it("puts the server's refusal of a taken name on the field, keeping the name", async () => {
    vi.mocked(createTag).mockRejectedValue(
      new ApiCallError('http', 409, 'A tag with this name already exists', {
        name: 'A tag with this name already exists',
      }),
    );
    await renderInApp(() => <TagForm onSaved={vi.fn()} />, { language: 'en' });
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Xassida' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      (await screen.findAllByText('A tag with this name already exists')).length,
    ).toBeGreaterThan(0);
    expect(name().getAttribute('aria-invalid')).toBe('true');
    expect(name().value).toBe('Xassida');
  });
});
