import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@client/i18n/i18n';
import { getSystem } from '@client/theme/system';
import { StatsCounters } from './stats-counters';
import type { StatsState } from '../hooks/use-stats-summary';

const renderCounters = (state: StatsState) =>
  render(
    <ChakraProvider value={getSystem()}>
      <StatsCounters state={state} />
    </ChakraProvider>,
  );

/** The browser going off or on line, as the connectivity store hears it (its events). */
const setOnline = (online: boolean) => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
};

describe('StatsCounters', () => {
  beforeAll(() => i18n.changeLanguage('fr'));
  afterEach(cleanup);

  it('shows a busy skeleton while loading', () => {
    renderCounters({ status: 'loading' });
    expect(
      screen.getByRole('region', { name: 'L’anthologie en chiffres' }).getAttribute('aria-busy'),
    ).toBe('true');
    expect(screen.getAllByText('Chargement des chiffres…')).toHaveLength(3);
  });

  it('shows the three counts once loaded', () => {
    const { container } = renderCounters({
      status: 'ready',
      data: { poems: 18, poets: 5, users: 2, audios: 4, difficultWords: 109, themes: 8, tags: 25 },
    });
    const counts = [...container.querySelectorAll('dd')].map((dd) => dd.textContent);
    expect(counts).toEqual(['18', '5', '2']);
    expect(screen.getByText('Poèmes')).toBeTruthy();
  });

  it('explains the missing figures offline, and hides them after a server error', () => {
    setOnline(false);
    const offline = renderCounters({ status: 'unavailable' });
    expect(screen.getByRole('status').textContent).toBe(
      'Les chiffres s’afficheront dès votre retour en ligne.',
    );
    offline.unmount();
    setOnline(true);
    const { container } = renderCounters({ status: 'unavailable' });
    expect(container.textContent).toBe('');
  });
});
