/**
 * Whether the server can be reached, as the app's one connectivity store says
 * (@client/api/connectivity): the browser's online/offline events, and the requests that
 * got, or did not get, an answer. A dead connection the browser calls online is offline here.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { connectivity } from '@client/api/connectivity';

export function useOnline(): boolean {
  return useSyncExternalStore(connectivity.subscribe, connectivity.isOnline, () => true);
}

/** How long "back online" is shown once the connection returns. */
const BACK_NOTICE_MS = 6_000;

/** True for a few seconds after the connection came back (the header says so). */
export function useBackOnline(): boolean {
  const backAt = useSyncExternalStore(
    connectivity.subscribe,
    () => connectivity.getState().backAt,
    () => null,
  );
  const [shownFor, setShownFor] = useState<number | null>(null);
  useEffect(() => {
    if (backAt === null || Date.now() - backAt > BACK_NOTICE_MS) return;
    setShownFor(backAt);
    const timer = setTimeout(() => setShownFor(null), BACK_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [backAt]);
  return backAt !== null && shownFor === backAt;
}
