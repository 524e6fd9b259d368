/**
 * Keeps a signed-in reader's library in step with their other devices: a sync
 * (library-sync.ts) at once, after each gesture, when the page becomes visible or the
 * connection comes back, and every POLL_MS while the page is visible and online. A hidden
 * tab or an offline device does not poll (nothing would be shown, or nothing would get
 * through); the connectivity store is the app's one notion of online.
 *
 * Why a short poll rather than a push channel: "nothing new" is a 204 of about 0.8 KB with
 * its request (docs/benchmarks.md), and a change shows on the other device within POLL_MS
 * plus one request, inside the 5 s the product asks for, with no socket for the server to
 * hold per reader.
 */
import { api } from '@client/api/api-client';
import { connectivity } from '@client/api/connectivity';
import { db } from '@client/db/db';
import { onLibraryChanged } from './library-signal';
import { syncLibrary } from './library-sync';

export const POLL_MS = 3_500;

/** Starts syncing for this account; returns the stop. */
export function startLibrarySync(account: string): () => void {
  let stopped = false;
  let running = false;
  let again = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const canRun = () =>
    !stopped && document.visibilityState === 'visible' && connectivity.isOnline();
  const schedule = () => {
    clearTimeout(timer);
    timer = canRun() ? setTimeout(run, POLL_MS) : undefined;
  };
  function run() {
    if (!canRun()) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    clearTimeout(timer);
    syncLibrary({ database: db, api, account })
      // A failed run (offline, server down) is the next one's to retry: the outbox keeps all.
      .catch(() => undefined)
      .finally(() => {
        running = false;
        if (again) {
          again = false;
          run();
        } else schedule();
      });
  }

  const onVisibility = () => (document.visibilityState === 'visible' ? run() : schedule());
  document.addEventListener('visibilitychange', onVisibility);
  const stopConnectivity = connectivity.subscribe(() =>
    connectivity.isOnline() ? run() : schedule(),
  );
  const stopSignal = onLibraryChanged(run);
  run();
  return () => {
    stopped = true;
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onVisibility);
    stopConnectivity();
    stopSignal();
  };
}
