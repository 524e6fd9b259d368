import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@client/db/db';
import { buildDemoMirror, fillMirror } from '../../../../../tests/helpers/demo-mirror';
import { renderInApp } from '../../../../../tests/helpers/render-in-app';
import { PoetPage } from './poet-page';

const mirror = buildDemoMirror();

describe('PoetPage', { timeout: 30_000 }, () => {
  beforeAll(() => fillMirror(db, mirror));
  afterEach(cleanup);

  it('shows the poet read from the mirror, with the way back to the list', async () => {
    const poet = mirror.poets[0]!;
    await renderInApp(() => <PoetPage poetId={poet.id} />);
    expect(await screen.findByRole('heading', { level: 1, name: poet.name })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tous les poètes' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(`${poet.name} · Taalif`));
  });

  it('says a poet missing from the mirror is not found, with the way back', async () => {
    await renderInApp(() => <PoetPage poetId="00000000-0000-4000-8000-999999999999" />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Poète introuvable' }),
    ).toBeTruthy();
    expect(screen.getByText(/Ce poète n’existe pas/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tous les poètes' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Poète introuvable · Taalif'));
  });
});
