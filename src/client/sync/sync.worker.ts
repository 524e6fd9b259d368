/**
 * The sync worker: the engine runs here, off the page's main thread (sync-bridge.ts). It
 * shares the mirror with the page through IndexedDB; Dexie tells the page's live queries
 * about its writes.
 */
import { makeSyncEngine } from './make-sync-engine';
import { serveSync, type SyncPort } from './sync-bridge';

serveSync(self as unknown as SyncPort, (markMirrorReady) => makeSyncEngine(markMirrorReady));
