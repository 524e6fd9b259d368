/**
 * Where the poem page reads its poem from. A device whose mirror holds the anthology reads
 * the mirror (usePoem, live, offline). A device whose mirror is not ready yet, typically
 * a shared link opened on a first visit, asks the API for this one poem rather than wait
 * for the first sync of the whole anthology, then hands over to the mirror as soon as a
 * sync completes; if the API cannot be reached, the mirror answers with what it has.
 *
 * The mirror's reader (mirror-poem-feed.tsx, Dexie and its live queries) is a lazy chunk,
 * so a first visit renders the poem without downloading Dexie first. The page keeps one
 * state across the hand-over, so nothing flashes and the view is counted once.
 */
import { startTransition, useCallback, useEffect, useState } from 'react';
import { getPoemPage } from '@client/api/get-poem-page';
import { isMirrorReady, onMirrorReady } from '@client/sync/mirror-ready';
import type { PoemPageState } from './use-poem';

export interface PoemPageSource {
  state: PoemPageState;
  /** Props for the mirror's feed when the mirror is the source (else null). */
  mirror: { poemId: string; onState: (state: PoemPageState) => void } | null;
}

export function usePoemPage(poemId: string): PoemPageSource {
  const [fromMirror, setFromMirror] = useState(isMirrorReady);
  const [state, setNow] = useState<PoemPageState>({ status: 'loading' });
  // The page renders as a transition, in slices that yield to the browser: on a phone its
  // first full render would otherwise hold the main thread for a few hundred milliseconds.
  const setState = useCallback((next: PoemPageState) => startTransition(() => setNow(next)), []);

  useEffect(
    () => (fromMirror ? undefined : onMirrorReady(() => setFromMirror(true))),
    [fromMirror],
  );

  useEffect(() => {
    if (fromMirror) return;
    const abort = new AbortController();
    getPoemPage(poemId, abort.signal).then(setState, () => {
      if (!abort.signal.aborted) setFromMirror(true);
    });
    return () => abort.abort();
  }, [poemId, fromMirror, setState]);

  return { state, mirror: fromMirror ? { poemId, onState: setState } : null };
}
