/**
 * The app's one sync engine, and `startSync()`, called once from the entry (main.tsx): a
 * run at start, when the connection comes back (connectivity.ts, which it feeds too), when the tab regains focus (at most
 * once a minute), every 30 seconds while the tab is visible and online, and as soon as a view, like or
 * play is queued while online. After a run, the word
 * index catches up in idle time; at start, downloads and the audio cache are reconciled.
 *
 * The engine runs in a worker (sync.worker.ts) and the page talks to it through
 * sync-bridge.ts; where that worker cannot run, the same engine serves the page from a
 * lazily loaded chunk (serve-in-page.ts). This module loads neither Dexie nor the API
 * client: the page's main thread pays for a sync only in the live queries it updates.
 */
import { connectivity } from '../api/connectivity';
import { whenIdle } from '../startup/when-idle';
import { onOutboxQueued } from './outbox-signal';
import { RemoteSyncEngine, type SyncController, type SyncPort } from './sync-bridge';

/**
 * While the tab is visible: an administrator's change reaches an open screen within this
 * (it took up to 150 s); a run without changes is one small request (the feed's
 * empty page, about 350 bytes).
 */
const VISIBLE_SYNC_INTERVAL_MS = 30_000;
const FOCUS_MIN_GAP_MS = 60_000;

/** Module workers keep one run across tabs with Web Locks; without them, the page syncs. */
const workerCanSync = () => typeof Worker !== 'undefined' && 'locks' in navigator;

function openSyncPort(): SyncPort {
  if (workerCanSync()) {
    try {
      return new Worker(new URL('./sync.worker.ts', import.meta.url), {
        type: 'module',
        name: 'taalif-sync',
      });
    } catch (error) {
      console.warn('Sync worker unavailable, syncing in the page', error);
    }
  }
  const channel = new MessageChannel();
  void import('./serve-in-page').then(({ serveInPage }) => serveInPage(channel.port1));
  return channel.port2;
}

/** The engine every hook reads; it does nothing until `startSync()` (or `sync()`) is called. */
export const syncEngine: SyncController = new RemoteSyncEngine(openSyncPort());

let started = false;

/** Wires the triggers once; returns the engine. Safe to call again (no second set of timers). */
export function startSync(): SyncController {
  if (started) return syncEngine;
  started = true;
  let lastRun = 0;
  const run = () => {
    lastRun = Date.now();
    void syncEngine.sync();
  };
  // After each run that brought changes, the word index catches up while the page is idle,
  // so the statistics screen finds it warm.
  let seenSync: number | undefined;
  syncEngine.subscribe(() => {
    const { status, lastSyncedAt } = syncEngine.getState();
    // The sync runs in a worker: what its calls met is the page's connectivity too.
    if (status === 'offline') connectivity.failed();
    if (status === 'syncing') connectivity.answered();
    if (status !== 'idle' || lastSyncedAt === seenSync) return;
    connectivity.answered();
    seenSync = lastSyncedAt;
    whenIdle(() => void warmWordIndex());
  });
  run();
  whenIdle(() => void reconcileDownloads());
  // Back online (the browser's event, or a request answered again after a dead connection).
  let wasOnline = connectivity.isOnline();
  connectivity.subscribe(() => {
    const online = connectivity.isOnline();
    if (online && !wasOnline) run();
    wasOnline = online;
  });
  // A view, like or play made online goes out now, not with the next scheduled run.
  onOutboxQueued(() => {
    if (connectivity.isOnline()) void syncEngine.sync();
  });
  window.addEventListener('offline', () => void syncEngine.sync());
  const onFocus = () => {
    if (document.visibilityState === 'visible' && Date.now() - lastRun > FOCUS_MIN_GAP_MS) run();
  };
  window.addEventListener('focus', onFocus);
  document.addEventListener('visibilitychange', onFocus);
  setInterval(() => {
    if (document.visibilityState === 'visible' && navigator.onLine) run();
  }, VISIBLE_SYNC_INTERVAL_MS);
  return syncEngine;
}

// The word index lives in the page (the statistics screen reads it from memory).
async function warmWordIndex() {
  const [{ db }, { warmWordIndex: warm }] = await Promise.all([
    import('../db/db'),
    import('../db/word-index'),
  ]);
  warm(db);
}

async function reconcileDownloads() {
  const { reconcileDownloads: reconcile } = await import('@client/offline-audio/audio-downloads');
  await reconcile().catch((error: unknown) => console.warn('Download check failed', error));
}
