import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@client/i18n/i18n';
import { getSystem } from '@client/theme/system';
import { DEFAULT_SETTINGS, restoreSettings } from './settings';
import { SETTINGS_KEY, settingsStore } from './settings-store';

// The drawer's storage link needs a router; a plain anchor stands in for it here.
vi.mock('@tanstack/react-router', () => ({
  Link: ({ children, to }: { children: React.ReactNode; to: string }) => (
    <a href={to}>{children}</a>
  ),
}));
const { default: SettingsDrawer } = await import('./settings-drawer');

const renderDrawer = () =>
  render(
    <ChakraProvider value={getSystem()}>
      <SettingsDrawer open onOpenChange={() => {}} />
    </ChakraProvider>,
  );
const stored = () => JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? 'null') as unknown;
const html = document.documentElement;

// Chakra's drawer mounts slowly in jsdom on a loaded machine: allow more than the 5 s default.
describe('settings drawer', { timeout: 20_000 }, () => {
  beforeAll(() => i18n.changeLanguage('en'));
  beforeEach(() => {
    localStorage.clear();
    settingsStore.reload();
  });
  afterEach(cleanup);

  it('offers reset only once a setting differs from the defaults, and reset restores them', async () => {
    renderDrawer();
    expect(await screen.findByText('Settings')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reset' })).toBeNull();

    act(() => fireEvent.click(screen.getByRole('button', { name: 'Light' })));
    expect(screen.getByRole('button', { name: 'Light' }).getAttribute('aria-pressed')).toBe('true');
    expect(html.classList.contains('light')).toBe(true);
    expect(stored()).toMatchObject({ themeMode: 'light' });

    act(() => fireEvent.click(screen.getByRole('button', { name: 'Reset' })));
    expect(screen.queryByRole('button', { name: 'Reset' })).toBeNull();
    expect(stored()).toEqual(DEFAULT_SETTINGS);
    expect(html.classList.contains('dark')).toBe(true);
  });

  it('applies contrast, direction, preset and layout to the page at once', () => {
    renderDrawer();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Bold' })));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Right to left' })));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Purple' })));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Horizontal' })));
    expect([html.dataset.contrast, html.dir, html.dataset.preset]).toEqual([
      'bold',
      'rtl',
      'purple',
    ]);
    expect(settingsStore.get().themeLayout).toBe('horizontal');
    // Choosing the default value again hides reset only when everything is back.
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Default' })));
    expect(screen.getByRole('button', { name: 'Reset' })).toBeTruthy();
  });

  it('offers the text size in steps, applies it to the page and remembers it for the server', () => {
    renderDrawer();
    const group = screen.getByRole('group', { name: 'Poem text size' });
    const steps = [...group.querySelectorAll('button')].map((b) => b.textContent);
    expect(steps).toEqual(['90%', '100%', '115%', '130%', '150%']);
    act(() => fireEvent.click(screen.getByRole('button', { name: '130%' })));
    expect(html.dataset.textSize).toBe('xl');
    expect(stored()).toMatchObject({ textSize: 'xl' });
    expect(document.cookie).toMatch(/(^|; )taalif-text-size=xl(;|$)/);
    act(() => fireEvent.click(screen.getByRole('button', { name: '100%' })));
    expect(html.dataset.textSize).toBe('m');
    expect(document.cookie).toMatch(/(^|; )taalif-text-size=m(;|$)/);
  });
});

describe('restoreSettings', () => {
  it('keeps valid stored fields and defaults the rest', () => {
    expect(restoreSettings({ themeMode: 'light', themeLayout: 'diagonal', extra: 1 })).toEqual({
      ...DEFAULT_SETTINGS,
      themeMode: 'light',
    });
    expect(restoreSettings('garbage')).toEqual(DEFAULT_SETTINGS);
    expect(restoreSettings({ textSize: 'xl' }).textSize).toBe('xl');
    expect(restoreSettings({ textSize: 'huge' }).textSize).toBe(DEFAULT_SETTINGS.textSize);
  });
});
