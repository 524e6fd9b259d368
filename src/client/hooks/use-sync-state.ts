/**
 * The sync engine's state for the UI (status, progress "n of N", error) and its retry.
 *
 * Each change is rendered as a transition, not with useSyncExternalStore: that hook renders
 * every change synchronously, in the task of the worker's message, and a first visit's sync
 * sends several (its start, its pages, its end) while the page is still loading. As
 * transitions, React renders them in slices and folds changes that come close together.
 */
import { startTransition, useEffect, useState } from 'react';
import { syncEngine } from '@client/sync/start-sync';
import type { SyncState } from '@client/sync/sync-engine';

export type SyncStateView = SyncState & { retry: () => void };

export function useSyncState(): SyncStateView {
  const [state, setState] = useState(syncEngine.getState);
  useEffect(() => {
    const update = () => startTransition(() => setState(syncEngine.getState()));
    // A change between the first render and this subscription is not missed.
    update();
    return syncEngine.subscribe(update);
  }, []);
  return { ...state, retry: syncEngine.retry };
}
