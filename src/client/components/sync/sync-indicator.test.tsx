import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectivity } from '@client/api/connectivity';
import { i18n } from '@client/i18n/i18n';
import type { SyncState } from '@client/sync/sync-engine';
import { getSystem } from '@client/theme/system';
import { SyncIndicator } from './sync-indicator';

// The engine runs in a worker in the app; here a stand-in with the same interface, driven
// by the test, so the indicator's rendering of each state is what is checked.
const engine = vi.hoisted(() => {
  let state: { status: string } = { status: 'idle' };
  const listeners = new Set<() => void>();
  return {
    retry: vi.fn(),
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    sync: async () => {},
    emit(next: { status: string }) {
      state = next;
      listeners.forEach((listener) => listener());
    },
  };
});
vi.mock('@client/sync/start-sync', () => ({ syncEngine: engine }));

const emit = (state: SyncState) => act(() => engine.emit(state));
const renderIndicator = () =>
  render(
    <ChakraProvider value={getSystem()}>
      <SyncIndicator />
    </ChakraProvider>,
  );

describe('SyncIndicator', () => {
  beforeAll(() => i18n.changeLanguage('fr'));
  beforeEach(() => engine.emit({ status: 'idle' }));
  afterEach(cleanup);

  it('shows nothing when idle, then the progress of a run, then nothing again', async () => {
    renderIndicator();
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');

    await emit({ status: 'syncing', done: 3, total: 18 });
    // The words from a tablet up, a percentage on a phone (CSS shows one of the two).
    expect(status.textContent).toMatch(/^Mise à jour de l’anthologie… 3 sur 1817\s%$/);
    expect(status.querySelector('[data-sync-percent]')?.textContent).toMatch(/^17\s%$/);

    await emit({ status: 'syncing', done: 18, total: 18 });
    expect(status.textContent).toContain('18 sur 18');

    await emit({ status: 'idle', lastSyncedAt: 1 });
    expect(status.textContent).toBe('');
  });

  it('shows the state the engine is in when the indicator appears', async () => {
    engine.emit({ status: 'offline' });
    renderIndicator();
    await act(async () => {});
    expect(screen.getByRole('status').textContent).toBe('Hors connexion');
  });

  it('is offline when requests get no answer, whatever the last run met, and says when it is back', async () => {
    renderIndicator();
    const status = screen.getByRole('status');
    await act(() => connectivity.failed());
    expect(status.textContent).toBe('Hors connexion');
    await act(() => connectivity.answered());
    expect(status.textContent).toBe('De retour en ligne');
  });

  it('offers a retry after a failed run', async () => {
    renderIndicator();
    await emit({ status: 'error', error: 'HTTP 503' });
    fireEvent.click(screen.getByRole('button', { name: /Échec de la mise à jour · Réessayer/ }));
    expect(engine.retry).toHaveBeenCalledTimes(1);
  });
});
