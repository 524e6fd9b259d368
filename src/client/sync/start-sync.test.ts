/**
 * When the page syncs: an administrator's change reaches an open, visible screen
 * within 30 s, and an event queued online goes out at once. The engine is a stand-in that
 * counts runs; the triggers are start-sync.ts's own.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const runs = vi.hoisted(() => ({ count: 0 }));
vi.mock('./sync-bridge', () => ({
  RemoteSyncEngine: class {
    sync = async () => void (runs.count += 1);
    subscribe = () => () => undefined;
    getState = () => ({ status: 'idle' });
  },
}));

vi.mock('./serve-in-page', () => ({ serveInPage: () => undefined }));
vi.mock('../startup/when-idle', () => ({ whenIdle: () => undefined }));

describe('startSync: the triggers of a run', () => {
  beforeAll(() => vi.useFakeTimers());
  afterAll(() => vi.useRealTimers());

  it('runs at start, every 30 s while visible, and when an event is queued online', async () => {
    const { startSync } = await import('./start-sync');
    const { signalOutboxQueued } = await import('./outbox-signal');
    startSync();
    expect(runs.count).toBe(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(runs.count).toBe(2);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(runs.count).toBe(3);
    signalOutboxQueued();
    expect(runs.count).toBe(4);
  });
});
