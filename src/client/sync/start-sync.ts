/**
 * The app's one sync engine, and `startSync()`, called once from the entry (main.tsx): a
 * run at start, when the browser comes back online, when the tab regains focus (at most
 * once a minute) and every five minutes while the tab is visible.
 */
import { getStatsSummary } from '../api/get-stats-summary';
import { http } from '../api/http';
import { postCounterEvent } from '../api/post-counter-event';
import { db } from '../db/db';
import { reconcileDownloads } from './audio-downloads';
import type { LockManagerLike } from './run-exclusive';
import { SyncEngine } from './sync-engine';

const INTERVAL_MS = 5 * 60_000;
const FOCUS_MIN_GAP_MS = 60_000;

function localStorageOrUndefined(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The engine every hook reads; it does nothing until `startSync()` (or `sync()`) is called. */
export const syncEngine = new SyncEngine({
  db,
  sendEvent: (entry) => postCounterEvent(entry),
  fetchSummary: () => getStatsSummary(http),
  isOnline: () => navigator.onLine,
  exclusive: {
    locks: (navigator as Navigator & { locks?: LockManagerLike }).locks,
    storage: localStorageOrUndefined(),
  },
});

let started = false;

/** Wires the triggers once; returns the engine. Safe to call again (no second set of timers). */
export function startSync(): SyncEngine {
  if (started) return syncEngine;
  started = true;
  let lastRun = 0;
  const run = () => {
    lastRun = Date.now();
    void syncEngine.sync();
  };
  run();
  reconcileDownloads().catch((error: unknown) => console.warn('Download check failed', error));
  window.addEventListener('online', run);
  window.addEventListener('offline', () => void syncEngine.sync());
  const onFocus = () => {
    if (document.visibilityState === 'visible' && Date.now() - lastRun > FOCUS_MIN_GAP_MS) run();
  };
  window.addEventListener('focus', onFocus);
  document.addEventListener('visibilitychange', onFocus);
  setInterval(() => {
    if (document.visibilityState === 'visible') run();
  }, INTERVAL_MS);
  return syncEngine;
}
