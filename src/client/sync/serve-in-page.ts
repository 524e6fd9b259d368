/**
 * Where the sync worker cannot run (no module workers, or no Web Locks there to keep one
 * run across tabs), the engine serves the same messages from the page itself, with the
 * localStorage lease standing in for the locks.
 */
import { makeSyncEngine } from './make-sync-engine';
import { serveSync, type SyncPort } from './sync-bridge';

function localStorageOrUndefined(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function serveInPage(port: SyncPort): void {
  serveSync(port, (markMirrorReady) => makeSyncEngine(markMirrorReady, localStorageOrUndefined()));
}
