/**
 * whenFirstContentPainted: the content counts as painted at the first Largest Contentful
 * Paint reported at or after it appeared (not an earlier paint of the shell), or after a
 * bounded wait; without the paint API, after the frame after next.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Entry = { startTime: number };

/** A PerformanceObserver whose paints the test reports by hand. */
function fakePaintObserver() {
  const observers = new Set<(entries: Entry[]) => void>();
  class FakeObserver {
    static supportedEntryTypes = ['largest-contentful-paint'];
    constructor(private readonly callback: (list: { getEntries(): Entry[] }) => void) {}
    private readonly report = (entries: Entry[]) => this.callback({ getEntries: () => entries });
    observe() {
      observers.add(this.report);
    }
    disconnect() {
      observers.delete(this.report);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return { paint: (startTime: number) => observers.forEach((report) => report([{ startTime }])) };
}

async function load() {
  vi.resetModules();
  return import('./first-content-paint');
}

const settledAfter = async (promise: Promise<void>, ms: number) => {
  let settled = false;
  void promise.then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(ms);
  return settled;
};

describe('whenFirstContentPainted', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('settles at the first paint at or after the content appeared, not at an earlier one', async () => {
    const { paint } = fakePaintObserver();
    const { whenFirstContentPainted } = await load();
    const painted = whenFirstContentPainted(500);
    paint(320); // the shell, before the content
    expect(await settledAfter(painted, 10)).toBe(false);
    paint(540);
    expect(await settledAfter(painted, 0)).toBe(true);
    // Later callers share the first content's paint.
    expect(await settledAfter(whenFirstContentPainted(9_000), 0)).toBe(true);
  });

  it('stops waiting after three seconds when no such paint is reported', async () => {
    fakePaintObserver();
    const { whenFirstContentPainted } = await load();
    const painted = whenFirstContentPainted(500);
    expect(await settledAfter(painted, 2_900)).toBe(false);
    expect(await settledAfter(painted, 200)).toBe(true);
  });

  it('waits for the frame after next where the browser reports no paints', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const { whenFirstContentPainted } = await load();
    const painted = whenFirstContentPainted(500);
    expect(await settledAfter(painted, 0)).toBe(false);
    expect(await settledAfter(painted, 100)).toBe(true);
  });
});
