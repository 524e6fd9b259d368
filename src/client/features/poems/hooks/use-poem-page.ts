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
import { replaceEqualDeep } from '@tanstack/react-router';
import { startTransition, useCallback, useEffect, useState } from 'react';
import { carriedRecords } from '@client/api/first-screen-records';
import { getPoemPage, type PoemPageAnswer } from '@client/api/get-poem-page';
import { isMirrorReady, onMirrorReady } from '@client/sync/mirror-ready';
import type { PoemPageState } from './use-poem';

export interface PoemPageSource {
  state: PoemPageState;
  /** Props for the mirror's feed when the mirror is the source (else null). */
  mirror: { poemId: string; onState: (state: PoemPageState) => void } | null;
}

/** A page asked for before the reader's component mounted (the route's loader). */
interface EarlyAnswer {
  at: number;
  /** The answer, or undefined when the API could not be reached. */
  settled: Promise<PoemPageAnswer | undefined>;
  answer?: PoemPageAnswer;
}

const early = new Map<string, EarlyAnswer>();
/** An early answer older than this is asked for again (the anthology may have changed). */
const EARLY_ANSWER_TTL_MS = 30_000;

const fresh = (entry: EarlyAnswer | undefined) =>
  entry && Date.now() - entry.at <= EARLY_ANSWER_TTL_MS ? entry : undefined;

/**
 * The route's loader: asks the API for the page while the mirror is not ready, and waits for
 * the answer up to `waitMs`. On a first visit main.tsx renders once the router has loaded,
 * so the poem comes with the first render (its HTML preloaded the API's answers) instead of
 * a placeholder first and the poem after, two renders on a phone's CPU. A slower answer
 * leaves the placeholder to show, and the page takes the answer when it comes.
 */
export function preparePoemPage(poemId: string, waitMs = 1000): Promise<void> {
  if (isMirrorReady()) return Promise.resolve();
  let entry = fresh(early.get(poemId));
  const carried = entry ? undefined : carriedRecords('poem', poemId);
  if (carried) {
    // The page's HTML carried the poem (its first screen): the first render draws it as is.
    const { poem, poet, theme, words } = carried;
    const answer: PoemPageAnswer = { status: 'ready', poem, poet, theme, words };
    early.set(poemId, { at: Date.now(), settled: Promise.resolve(answer), answer });
    return Promise.resolve();
  }
  if (!entry) {
    const asked: EarlyAnswer = { at: Date.now(), settled: Promise.resolve(undefined) };
    asked.settled = getPoemPage(poemId).then(
      (answer) => (asked.answer = answer),
      () => undefined,
    );
    early.set(poemId, (entry = asked));
  }
  return Promise.race([
    entry.settled.then(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, waitMs)),
  ]);
}

export function usePoemPage(poemId: string): PoemPageSource {
  const [fromMirror, setFromMirror] = useState(isMirrorReady);
  const [prepared] = useState(() => (fromMirror ? undefined : fresh(early.get(poemId))));
  const [state, setNow] = useState<PoemPageState>(prepared?.answer ?? { status: 'loading' });
  // The page renders as a transition, in slices that yield to the browser: on a phone its
  // first full render would otherwise hold the main thread for a few hundred milliseconds.
  // The parts a new state shares with the current one keep their identity (the mirror's
  // answer after the API's is the same poem, its counts aside), so the memoised parts of
  // the page, its text first, are not rendered again.
  const setState = useCallback(
    (next: PoemPageState) => startTransition(() => setNow((now) => replaceEqualDeep(now, next))),
    [],
  );

  // The hand-over is a transition too: the mirror becomes ready in the task of the sync
  // worker's message, and an urgent update rendered the page again inside that task.
  useEffect(
    () =>
      fromMirror ? undefined : onMirrorReady(() => startTransition(() => setFromMirror(true))),
    [fromMirror],
  );

  useEffect(() => {
    if (fromMirror || prepared?.answer) return;
    const abort = new AbortController();
    const answer = prepared
      ? prepared.settled.then((a) => a ?? Promise.reject(new Error('API unreachable')))
      : getPoemPage(poemId, abort.signal);
    answer.then(
      (a) => {
        if (!abort.signal.aborted) setState(a);
      },
      () => {
        if (!abort.signal.aborted) setFromMirror(true);
      },
    );
    return () => abort.abort();
  }, [poemId, fromMirror, prepared, setState]);

  return { state, mirror: fromMirror ? { poemId, onState: setState } : null };
}
