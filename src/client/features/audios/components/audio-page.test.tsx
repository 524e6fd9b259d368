import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@client/db/db';
import { buildDemoMirror, fillMirror } from '../../../../../tests/helpers/demo-mirror';
import { renderInApp } from '../../../../../tests/helpers/render-in-app';
import { AudioPage } from './audio-page';

const mirror = buildDemoMirror();

describe('AudioPage', { timeout: 30_000 }, () => {
  beforeAll(() => fillMirror(db, mirror));
  afterEach(cleanup);

  it('shows the recitation read from the mirror, with the way back to the list', async () => {
    const audio = mirror.audios[0]!;
    await renderInApp(() => <AudioPage audioId={audio.id} />);
    expect(await screen.findByRole('heading', { level: 1, name: audio.title })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Toutes les récitations' })).toBeTruthy();
  });

  it('gives the size in a unit that fits it, formatted in the reader’s language', async () => {
    const audio = mirror.audios[0]!;
    expect(audio.sizeBytes).toBe(120_000);
    await renderInApp(() => <AudioPage audioId={audio.id} />);
    // Not "0,1 Mo": kB below a megabyte, as the storage screen and the download button say.
    expect(await screen.findByText('120 ko')).toBeTruthy();
  });

  it('says a recitation missing from the mirror is not found, with the way back', async () => {
    await renderInApp(() => <AudioPage audioId="00000000-0000-4000-8000-999999999999" />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Récitation introuvable' }),
    ).toBeTruthy();
    expect(screen.getByText(/Cette récitation n’existe pas/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Toutes les récitations' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Récitation introuvable · Taalif'));
  });
});
