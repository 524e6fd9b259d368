/**
 * <AfterContent>: a screen's PageHeading releases the slot, a screen without one releases it
 * after the short fallback (not the 8 s of the old DOM watch), and the layout around the slot
 * does not re-render when it fills. jsdom reports no paints (the frame after next stands in)
 * and has no requestIdleCallback (whenIdle waits 1.5 s).
 */
import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSystem } from '@client/theme/system';

// Made before the fake timers (Chakra, in node_modules, is not reloaded by resetModules).
const system = getSystem();

const FRAMES_AND_IDLE_MS = 1600;

/** Fresh modules: the content-shown signal is given once per document. */
async function load() {
  vi.resetModules();
  const [{ AfterContent }, { PageHeading }, { SIGNAL_MAX_WAIT_MS }] = await Promise.all([
    import('./after-content'),
    import('./page-heading'),
    import('./content-shown'),
  ]);
  const renderInTheme = (ui: ReactNode) =>
    render(<ChakraProvider value={system}>{ui}</ChakraProvider>);
  return { AfterContent, PageHeading, SIGNAL_MAX_WAIT_MS, renderInTheme };
}

describe('AfterContent', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('renders its slot once the screen’s PageHeading is shown and the browser idle, without re-rendering its parent', async () => {
    const { AfterContent, PageHeading, renderInTheme } = await load();
    let layoutRenders = 0;
    function Layout() {
      layoutRenders += 1;
      const [heading, setHeading] = useState(false);
      return (
        <>
          <main>{heading && <PageHeading>Poème</PageHeading>}</main>
          <button onClick={() => setHeading(true)}>show</button>
          <AfterContent moment="idle">
            <p>player</p>
          </AfterContent>
        </>
      );
    }
    renderInTheme(<Layout />);
    // Nothing before the screen's signal.
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.queryByText('player')).toBeNull();

    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('heading', { level: 1, name: 'Poème' })).toBeTruthy();
    const rendersWithHeading = layoutRenders;
    // Released by the signal: long before the fallback's wait would have ended.
    await act(() => vi.advanceTimersByTimeAsync(FRAMES_AND_IDLE_MS));
    expect(screen.getByText('player')).toBeTruthy();
    expect(layoutRenders).toBe(rendersWithHeading);
  });

  it('renders its slot promptly on a screen that gives no signal', async () => {
    const { AfterContent, SIGNAL_MAX_WAIT_MS, renderInTheme } = await load();
    renderInTheme(
      <>
        <main>
          <p role="status">Signing you in…</p>
        </main>
        <AfterContent moment="idle">
          <p>player</p>
        </AfterContent>
      </>,
    );
    await act(() => vi.advanceTimersByTimeAsync(SIGNAL_MAX_WAIT_MS - 100));
    expect(screen.queryByText('player')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(100 + FRAMES_AND_IDLE_MS));
    expect(screen.getByText('player')).toBeTruthy();
  });

  it('shows its fallback until the content is painted, without waiting for idle time', async () => {
    const { AfterContent, PageHeading, renderInTheme } = await load();
    renderInTheme(
      <>
        <PageHeading>Taalif</PageHeading>
        <AfterContent moment="painted" fallback={<p>counting…</p>}>
          <p>counters</p>
        </AfterContent>
      </>,
    );
    expect(screen.getByText('counting…')).toBeTruthy();
    // The frame after next, well before an idle callback's 1.5 s.
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByText('counters')).toBeTruthy();
    expect(screen.queryByText('counting…')).toBeNull();
  });
});
