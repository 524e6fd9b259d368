import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createConnectivity, PROBE_DELAYS_MS } from './connectivity';
import { watchFetch } from './http';

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

function setup(browserOnline = true) {
  const browser = { online: browserOnline };
  const probe = vi.fn<() => Promise<unknown>>();
  const store = createConnectivity({ browserOnline: () => browser.online, probe });
  return { store, probe, browser };
}

describe('connectivity', () => {
  it('a request without an answer makes it offline while the browser still says online', () => {
    const { store } = setup();
    expect(store.isOnline()).toBe(true);
    store.failed();
    expect(store.isOnline()).toBe(false);
  });

  it('probes a dead connection and says when it is back', async () => {
    const { store, probe } = setup();
    const seen: boolean[] = [];
    store.subscribe(() => seen.push(store.isOnline()));
    probe.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    probe.mockResolvedValueOnce(new Response(null, { status: 503 }));
    store.failed();
    await vi.advanceTimersByTimeAsync(PROBE_DELAYS_MS[0]);
    expect(probe).toHaveBeenCalledTimes(1);
    expect(store.isOnline()).toBe(false);
    await vi.advanceTimersByTimeAsync(PROBE_DELAYS_MS[1]);
    expect(probe).toHaveBeenCalledTimes(2);
    // Any answer, even an error status, means the server was reached.
    expect(store.isOnline()).toBe(true);
    expect(store.getState().backAt).toBe(Date.now());
    expect(seen).toEqual([false, true]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(probe).toHaveBeenCalledTimes(2);
  });

  it('does not probe while the browser itself says offline, and believes its online event', async () => {
    const { store, probe, browser } = setup();
    browser.online = false;
    store.browserOffline();
    store.failed();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(probe).not.toHaveBeenCalled();
    browser.online = true;
    store.browserOnline();
    expect(store.isOnline()).toBe(true);
  });
});

describe('watchFetch', () => {
  const watcher = () => ({ answered: vi.fn(), failed: vi.fn() });

  it('reports an answer of any status, a rejected fetch, and no headers within the timeout', async () => {
    const w = watcher();
    await watchFetch(async () => new Response(null, { status: 500 }), w)('/api/x');
    expect(w.answered).toHaveBeenCalledTimes(1);
    await expect(
      watchFetch(async () => Promise.reject(new TypeError('Failed to fetch')), w)('/api/x'),
    ).rejects.toThrow(TypeError);
    expect(w.failed).toHaveBeenCalledTimes(1);
    void watchFetch(() => new Promise<Response>(() => undefined), w)('/api/x');
    await vi.advanceTimersByTimeAsync(15_000);
    expect(w.failed).toHaveBeenCalledTimes(2);
  });

  it('says nothing of the network when the caller aborted', async () => {
    const w = watcher();
    const controller = new AbortController();
    controller.abort();
    const send: typeof fetch = async () => Promise.reject(new DOMException('gone', 'AbortError'));
    await expect(watchFetch(send, w)('/api/x', { signal: controller.signal })).rejects.toThrow();
    expect(w.failed).not.toHaveBeenCalled();
    expect(w.answered).not.toHaveBeenCalled();
  });
});
