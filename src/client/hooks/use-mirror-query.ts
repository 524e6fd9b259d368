/**
 * A live query of the mirror for a page whose HTML may carry its records (the server's first
 * screen: api/first-screen-records.ts). On a first visit the mirror is not ready and the
 * carried records are the page: Dexie and the query's module (about 100 KB of code) are not
 * loaded for the takeover, only once the first sync has made the mirror ready, when the live
 * answer replaces the carried one. Without carried records, or once the mirror is ready, the
 * query runs at once, as `useLiveQuery` would.
 *
 * `open` imports the query's module and returns its live query (Dexie's `liveQuery`, which
 * re-runs when the rows it read change); `key` names what is asked (a record's id), and a
 * new key opens a new query. Until the first answer for `key`: `carried` (or undefined).
 */
import { useEffect, useState } from 'react';
import { isMirrorReady, onMirrorReady } from '@client/sync/mirror-ready';

/** The part of Dexie's `Observable` used here. */
export interface MirrorQuery<T> {
  subscribe(observer: { next: (value: T) => void; error: (error: unknown) => void }): {
    unsubscribe(): void;
  };
}

export function useMirrorQuery<T>(
  open: () => Promise<MirrorQuery<T>>,
  key: string,
  carried: T | undefined,
): T | undefined {
  const [answer, setAnswer] = useState<{ key: string; value: T }>();
  const [mirrorReady, setMirrorReady] = useState(isMirrorReady);
  useEffect(
    () => (mirrorReady ? undefined : onMirrorReady(() => setMirrorReady(true))),
    [mirrorReady],
  );
  const waitsForMirror = carried !== undefined && !mirrorReady;
  useEffect(() => {
    if (waitsForMirror) return;
    let stopped = false;
    let subscription: { unsubscribe(): void } | undefined;
    open().then(
      (query) => {
        if (stopped) return;
        subscription = query.subscribe({
          next: (value) => setAnswer({ key, value }),
          // A failed read keeps what the page shows (the carried records, or its placeholder).
          error: (error) => console.warn('Mirror query failed', error),
        });
      },
      (error: unknown) => console.warn('Mirror query failed to load', error),
    );
    return () => {
      stopped = true;
      subscription?.unsubscribe();
    };
    // `open` is a new function on every render; `key` names what it asks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, waitsForMirror]);
  return answer?.key === key ? answer.value : carried;
}
