/**
 * afterContent: deferred work waits for the screen's signal and then for the paint that
 * shows the content (Largest Contentful Paint at or after the signal), not for an earlier
 * paint of the shell; without a signal it starts after SIGNAL_MAX_WAIT_MS.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Entry = { startTime: number };

/** A PerformanceObserver whose paints the test reports by hand (as the browser's, buffered). */
function fakePaintObserver() {
  const reported: Entry[] = [];
  const observers = new Set<(entries: Entry[]) => void>();
  class FakeObserver {
    static supportedEntryTypes = ['largest-contentful-paint'];
    constructor(private readonly callback: (list: { getEntries(): Entry[] }) => void) {}
    private readonly report = (entries: Entry[]) => this.callback({ getEntries: () => entries });
    observe() {
      observers.add(this.report);
      if (reported.length) this.report([...reported]);
    }
    disconnect() {
      observers.delete(this.report);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    paint: (startTime: number) => {
      reported.push({ startTime });
      observers.forEach((report) => report([{ startTime }]));
    },
  };
}

async function load() {
  vi.resetModules();
  return import('./content-shown');
}

describe('afterContent', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for the signal, then for the paint that shows the content', async () => {
    const { paint } = fakePaintObserver();
    const { afterContent, markContentShown } = await load();
    const work = vi.fn();
    afterContent('painted', work);
    paint(performance.now()); // the shell, before the content
    await vi.advanceTimersByTimeAsync(500);
    expect(work).not.toHaveBeenCalled();

    markContentShown();
    await vi.advanceTimersByTimeAsync(100);
    expect(work, 'no paint of the content yet').not.toHaveBeenCalled();
    paint(performance.now());
    await vi.advanceTimersByTimeAsync(100); // the frame after next
    expect(work).toHaveBeenCalledOnce();
  });

  it('starts the work after the short fallback when no screen gives the signal', async () => {
    const { paint } = fakePaintObserver();
    const { afterContent, SIGNAL_MAX_WAIT_MS } = await load();
    paint(300); // the screen, painted without a signal
    const work = vi.fn();
    afterContent('painted', work);
    await vi.advanceTimersByTimeAsync(SIGNAL_MAX_WAIT_MS - 50);
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(150);
    expect(work).toHaveBeenCalledOnce();
    expect(SIGNAL_MAX_WAIT_MS).toBeLessThanOrEqual(2000);
  });

  it('runs work asked for after the signal without a new wait, and can be cancelled', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const { afterContent, markContentShown } = await load();
    markContentShown();
    const work = vi.fn();
    const cancelled = vi.fn();
    afterContent('idle', work);
    afterContent('idle', cancelled)();
    // The frame after next, then whenIdle's 1.5 s (jsdom has no requestIdleCallback).
    await vi.advanceTimersByTimeAsync(1000);
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(700);
    expect(work).toHaveBeenCalledOnce();
    expect(cancelled).not.toHaveBeenCalled();
  });
});
