/**
 * Where the sync worker cannot run (no module workers, or no Web Locks there to keep one
 * run across tabs), the engine serves the same messages from the page itself, with the
 * localStorage lease standing in for the locks.
 */
import { localStorageOrUndefined } from '../lib/local-storage';
import { makeSyncEngine } from './make-sync-engine';
import { serveSync, type SyncPort } from './sync-bridge';

export function serveInPage(port: SyncPort): void {
  serveSync(port, (markMirrorReady) => makeSyncEngine(markMirrorReady, localStorageOrUndefined()));
}
