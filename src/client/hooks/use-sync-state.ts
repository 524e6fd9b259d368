/** The sync engine's state for the UI (status, progress "n of N", error) and its retry. */
import { useSyncExternalStore } from 'react';
import { syncEngine } from '@client/sync/start-sync';
import type { SyncState } from '@client/sync/sync-engine';

export type SyncStateView = SyncState & { retry: () => void };

export function useSyncState(): SyncStateView {
  const state = useSyncExternalStore(syncEngine.subscribe, syncEngine.getState);
  return { ...state, retry: syncEngine.retry };
}
