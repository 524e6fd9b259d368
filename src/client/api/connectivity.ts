/**
 * The app's one notion of "online": the browser's online/offline events AND what the requests
 * themselves meet. A phone on a used-up data bundle or on Wi-Fi without internet reports
 * `navigator.onLine === true` while nothing gets through; every screen that asks "can I reach
 * the server?" reads this store, so a dead connection shows the same offline messages and
 * disables the same actions as airplane mode.
 *
 * - A request that gets no answer (fetch rejects, or no headers within the timeout) → offline.
 * - Any answer, even a 404 or a 500 → online: the server was reached.
 * - While offline with the browser still saying online, a small probe (GET /api/health)
 *   asks again now and then (PROBE_DELAYS_MS), so the app can say when the connection is back.
 * - `backAt` is when it last came back (the header says so for a moment).
 *
 * React-free; the hook in hooks/use-online.ts reads it. In the sync worker it only classifies.
 */

/** Waits between probes while a dead connection lasts: soon at first, then every 30 s. */
export const PROBE_DELAYS_MS = [3_000, 5_000, 10_000, 20_000, 30_000] as const;

interface ConnectivityState {
  online: boolean;
  /** When the connection last came back (ms since epoch); null if it never went away. */
  backAt: number | null;
}

export interface ConnectivityDeps {
  /** The browser's own belief (navigator.onLine). */
  browserOnline: () => boolean;
  /** One request to the server; resolves if any answer came, rejects if none. None: no probing. */
  probe?: () => Promise<unknown>;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export function createConnectivity(deps: ConnectivityDeps) {
  const now = deps.now ?? Date.now;
  const setTimer = deps.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer =
    deps.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  let state: ConnectivityState = { online: deps.browserOnline(), backAt: null };
  const listeners = new Set<() => void>();
  let timer: unknown;
  let probes = 0;

  const set = (online: boolean) => {
    if (online === state.online) return;
    state = { online, backAt: online ? now() : state.backAt };
    for (const listener of listeners) listener();
  };
  const stopProbing = () => {
    if (timer !== undefined) clearTimer(timer);
    timer = undefined;
    probes = 0;
  };
  /** Probes only while the browser claims a connection that requests say is dead. */
  const scheduleProbe = () => {
    const { probe } = deps;
    if (!probe || timer !== undefined || state.online || !deps.browserOnline()) return;
    const delay = PROBE_DELAYS_MS[Math.min(probes, PROBE_DELAYS_MS.length - 1)]!;
    probes += 1;
    timer = setTimer(() => {
      timer = undefined;
      probe().then(
        () => answered(),
        () => scheduleProbe(),
      );
    }, delay);
  };
  function answered() {
    stopProbing();
    set(true);
  }
  function failed() {
    set(false);
    scheduleProbe();
  }

  return {
    getState: () => state,
    isOnline: () => state.online,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** A request got an answer (any status). */
    answered,
    /** A request got no answer (network failure or timeout). */
    failed,
    /** The browser's `online` event: believed until a request says otherwise. */
    browserOnline: answered,
    /** The browser's `offline` event: no probe, the browser will say when it is back. */
    browserOffline() {
      stopProbing();
      set(false);
    },
  };
}

export type Connectivity = ReturnType<typeof createConnectivity>;

const PROBE_TIMEOUT_MS = 10_000;

/**
 * The app's connectivity: fed by the browser's events and by every call of the ky client
 * (http.ts) and of the sync (start-sync.ts). The probe loads the client only when needed, and
 * only a page probes (the sync worker's copy just classifies its own calls).
 */
export const connectivity: Connectivity = createConnectivity({
  browserOnline: () => typeof navigator === 'undefined' || navigator.onLine,
  probe:
    typeof document === 'undefined'
      ? undefined
      : () =>
          import('./http').then(({ http }) =>
            http.get('health', { retry: 0, timeout: PROBE_TIMEOUT_MS, throwHttpErrors: false }),
          ),
});

if (typeof addEventListener === 'function') {
  addEventListener('online', () => connectivity.browserOnline());
  addEventListener('offline', () => connectivity.browserOffline());
}
