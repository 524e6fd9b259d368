/**
 * "The screen's content is shown": the moment deferred work waits for (README.md).
 *
 * A screen gives the signal by rendering its first heading with `PageHeading`
 * (page-heading.tsx), which calls `markContentShown` when React commits it, before the
 * browser paints it. The signal is given once per document: it marks the first screen's
 * content, whose paint (Largest Contentful Paint) the deferred work must not delay; once it
 * is given, later screens' deferred work only waits for their next frames.
 *
 * A screen that gives no signal (a status page, a screen written without `PageHeading`)
 * does not hold the work back for long: SIGNAL_MAX_WAIT_MS after the first wait began, the
 * work goes ahead as if the content had been shown then.
 */
import { afterContentPainted } from './first-content-paint';
import { whenIdle } from './when-idle';

/** How long deferred work waits for a screen's signal before it starts without one. */
export const SIGNAL_MAX_WAIT_MS = 2000;

/**
 * What deferred work waits for, after the content is shown:
 * - 'painted': the content's first paint (then the frame after next). For what the reader
 *   will see (a section below the fold, counters): it comes soon but never delays that paint.
 * - 'idle': that paint, then an idle browser (at most a few seconds). For what the reader
 *   does not need to see the page: the sync engine, the service worker, a view count,
 *   widgets' code.
 */
export type ContentMoment = 'painted' | 'idle';

/** performance.now() when the first screen's content was committed; 0 when the fallback released the wait. */
let shownAt: number | undefined;
const waiting = new Set<(shownAt: number) => void>();
let fallback: ReturnType<typeof setTimeout> | undefined;

function release(at: number) {
  if (shownAt !== undefined) return;
  shownAt = at;
  clearTimeout(fallback);
  const callbacks = [...waiting];
  waiting.clear();
  callbacks.forEach((callback) => callback(at));
}

/** The screen's content is in the document (called by PageHeading when it commits). */
export function markContentShown(): void {
  release(performance.now());
}

/** Calls `callback` with when the content was shown: at once, on the signal, or on the fallback. */
function onContentShown(callback: (shownAt: number) => void): () => void {
  if (shownAt !== undefined) {
    callback(shownAt);
    return () => undefined;
  }
  waiting.add(callback);
  // Without the signal the content's moment is unknown: 0 takes the latest paint reported.
  fallback ??= setTimeout(() => release(0), SIGNAL_MAX_WAIT_MS);
  return () => waiting.delete(callback);
}

/**
 * Runs `callback` once the screen's content is shown and then `moment` has come (see
 * ContentMoment); returns the cancel. The one way to defer start-up work; React code uses
 * `<AfterContent>` (after-content.tsx).
 */
export function afterContent(moment: ContentMoment, callback: () => void): () => void {
  let cancelNext: (() => void) | undefined;
  const cancelWait = onContentShown((at) => {
    cancelNext = afterContentPainted(at, () => {
      if (moment === 'painted') callback();
      else cancelNext = whenIdle(callback);
    });
  });
  return () => {
    cancelWait();
    cancelNext?.();
  };
}
