/** The theme form: a name in at least one language (the domain's rule), names sent by language. */
import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Theme } from '@domain/schemas';
import { db } from '@client/db/db';
import { renderInApp } from '../../../../../tests/helpers/render-in-app';
import { stubResource } from '../../../../../tests/helpers/stub-resource';
import { themeResource } from './resource';
import { ThemeForm } from './theme-form';

vi.mock(import('./resource'), (original) => stubResource(original, 'themeResource'));
vi.mock('../form/sync-after-save', () => ({ syncAfterSave: vi.fn() }));

// A whole form (Chakra, the router, IndexedDB) in jsdom: slow on a busy two-core machine.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;

beforeEach(async () => {
  await db.drafts.clear();
  vi.mocked(themeResource.create).mockReset();
});
afterEach(cleanup);

describe('the theme form', () => {
  it('asks for a name in one language at least, in French here', async () => {
    await renderInApp(() => <ThemeForm onSaved={vi.fn()} />);
    await screen.findByRole('heading', { level: 1, name: 'Nouveau thème' });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Le nom est obligatoire')).toBeTruthy();
    expect(themeResource.create).not.toHaveBeenCalled();
  });

  it('sends the names typed, by language', async () => {
    const onSaved = vi.fn<(theme: Theme) => void>();
    vi.mocked(themeResource.create).mockResolvedValue({
      id: '01900000-0000-7000-8000-000000000002',
      slug: 'sagesse',
      name: { fr: 'Sagesse', wol: 'Xam-xam' },
      description: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      rev: 1,
      version: 1,
    });
    await renderInApp(() => <ThemeForm onSaved={onSaved} />, { language: 'en' });
    await screen.findByRole('heading', { level: 1, name: 'New theme' });
    fireEvent.change(field('French'), { target: { value: 'Sagesse' } });
    fireEvent.change(field('Wolof'), { target: { value: 'Xam-xam' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(themeResource.create).toHaveBeenCalledWith({
      name: { fr: 'Sagesse', wol: 'Xam-xam' },
      description: null,
    });
  });
});
