import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '@client/db/db';
import { i18n } from '@client/i18n/i18n';
import { flushOutbox } from '@client/sync/outbox';
import { getSystem } from '@client/theme/system';
import '@client/i18n/namespaces/player';
import { DriftReport } from './drift-report';

const VTT = 'WEBVTT\n\n00:00.000 --> 00:02.000\nBaamu Yàlla\n';
const renderReport = (audioId: string, vtt = VTT) =>
  render(
    <ChakraProvider value={getSystem()}>
      <DriftReport audioId={audioId} vtt={vtt} />
    </ChakraProvider>,
  );
const BUTTON = { name: 'Le surlignage est décalé' };

beforeAll(async () => {
  await i18n.changeLanguage('fr');
});
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await db.outbox.clear();
});

describe('DriftReport', () => {
  it('queues one report offline, says so, and offers no second one', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderReport('audio-offline');
    fireEvent.click(await screen.findByRole('button', BUTTON));
    const status = await screen.findByText(/il partira dès que la connexion/);
    expect(status.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('button', BUTTON)).toBeNull();
    const queued = await db.outbox.filter((e) => e.targetId === 'audio-offline').toArray();
    expect(queued.map((e) => e.kind)).toEqual(['drift']);
    // A reload on the same device: still reported, still no button.
    cleanup();
    renderReport('audio-offline');
    await screen.findByText(/il partira dès que la connexion/);
    expect(screen.queryByRole('button', BUTTON)).toBeNull();
  });

  it('says it was sent once the outbox has delivered it', async () => {
    renderReport('audio-online');
    fireEvent.click(await screen.findByRole('button', BUTTON));
    // Queued until the sync engine sends it (here, by hand).
    await screen.findByText(/il partira dès que la connexion/);
    await flushOutbox(async () => 200, db);
    await screen.findByText('Merci : le décalage est signalé.');
    expect(await db.outbox.count()).toBe(0);
  });

  it('offers a report again once the recording has been re-timed', async () => {
    renderReport('audio-retimed');
    fireEvent.click(await screen.findByRole('button', BUTTON));
    await screen.findByText(/il partira|Merci/);
    cleanup();
    renderReport('audio-retimed', VTT.replace('02.000', '02.500'));
    expect(await screen.findByRole('button', BUTTON)).toBeTruthy();
  });
});
