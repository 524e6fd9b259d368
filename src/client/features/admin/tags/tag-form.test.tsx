/** The tag form: a required name, and the server's 409 on a taken name put on the field. */
import { cleanup, configure, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiErrorOf } from '@client/api/to-api-error';
import { db } from '@client/db/db';
import { renderInApp } from '../../../../../tests/helpers/render-in-app';
import { stubResource } from '../../../../../tests/helpers/stub-resource';
import { tagResource } from './resource';
import { TagForm } from './tag-form';

vi.mock(import('./resource'), (original) => stubResource(original, 'tagResource'));
vi.mock('../form/sync-after-save', () => ({ syncAfterSave: vi.fn() }));

// A whole form (Chakra, the router, IndexedDB) in jsdom: slow on a busy two-core machine.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const name = () => screen.getByLabelText(/^Name/) as HTMLInputElement;

beforeEach(async () => {
  await db.drafts.clear();
  vi.mocked(tagResource.create).mockReset();
});
afterEach(cleanup);

describe('the tag form', () => {
  it('requires a name', async () => {
    await renderInApp(() => <TagForm onSaved={vi.fn()} />, { language: 'en' });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(tagResource.create).not.toHaveBeenCalled();
  });

  it("puts the server's refusal of a taken name on the field, keeping the name", async () => {
    vi.mocked(tagResource.create).mockRejectedValue(
      apiErrorOf(409, {
        code: 'already_exists',
        message: 'A tag with this name already exists',
        fields: { name: 'A tag with this name already exists' },
        fieldCodes: { name: { code: 'already_exists' } },
      }),
    );
    await renderInApp(() => <TagForm onSaved={vi.fn()} />, { language: 'en' });
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Xassida' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('This value is already in use.')).length).toBeGreaterThan(0);
    expect(name().getAttribute('aria-invalid')).toBe('true');
    expect(name().value).toBe('Xassida');
  });
});
