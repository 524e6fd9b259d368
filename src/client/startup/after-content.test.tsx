import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AfterContentShown } from './deferred';

describe('AfterContentShown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('renders its slot once the page’s heading is shown and the browser idle, without re-rendering its parent', async () => {
    let layoutRenders = 0;
    function Layout() {
      layoutRenders += 1;
      const [heading, setHeading] = useState(false);
      return (
        <>
          <main>{heading && <h1>Poème</h1>}</main>
          <button onClick={() => setHeading(true)}>show</button>
          <AfterContentShown>
            <p>player</p>
          </AfterContentShown>
        </>
      );
    }
    render(<Layout />);
    // Nothing before the page's content is there, however long the wait.
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.queryByText('player')).toBeNull();

    act(() => screen.getByRole('button').click());
    const rendersWithHeading = layoutRenders;
    // jsdom has no requestIdleCallback: the fallback waits 1.5 s.
    await act(() => vi.advanceTimersByTimeAsync(1600));
    expect(screen.getByText('player')).toBeTruthy();
    expect(layoutRenders).toBe(rendersWithHeading);
  });
});
