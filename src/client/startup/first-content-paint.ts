/**
 * When the page's first content is on the screen, not only in the document. Code loaded
 * after that (the sync engine, the player, the service worker) must not start between the
 * render that inserts the content and the frame that shows it: a chunk fetched or evaluated
 * there delays that frame, and an idle callback or an animation frame can both fall before
 * the frame reaches the screen.
 *
 * Where the browser reports paints (Largest Contentful Paint), the first paint at or after
 * the moment the content appeared is that moment. Elsewhere, or if no such paint is
 * reported in time, the frame after next stands in for it.
 */
const PAINT_MAX_WAIT_MS = 3000;

let firstContentPainted: Promise<void> | undefined;

const reportsPaints = () =>
  typeof PerformanceObserver !== 'undefined' &&
  (PerformanceObserver.supportedEntryTypes ?? []).includes('largest-contentful-paint');

/** Runs `callback` in a task after the frame after next (the next one has been shown by then). */
export function afterNextFrames(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => (timer = setTimeout(callback, 0)));
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * Settles once the content that appeared at `appearedAt` (performance.now()) has been
 * painted. Only the first call watches: the page's first content is painted once, and a
 * later page (a client-side navigation) is shown in the frames after its render.
 */
export function whenFirstContentPainted(appearedAt: number): Promise<void> {
  firstContentPainted ??= new Promise<void>((resolve) => {
    if (!reportsPaints()) {
      afterNextFrames(resolve);
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.startTime >= appearedAt)) done();
    });
    const timer = setTimeout(done, PAINT_MAX_WAIT_MS);
    function done() {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    }
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
  return firstContentPainted;
}

/**
 * Runs `callback` in a task after the first content's paint (whenFirstContentPainted) and
 * the frame after next; returns the cancel.
 */
export function afterContentPainted(appearedAt: number, callback: () => void): () => void {
  let cancelled = false;
  let cancelFrames: (() => void) | undefined;
  void whenFirstContentPainted(appearedAt).then(() => {
    if (!cancelled) cancelFrames = afterNextFrames(callback);
  });
  return () => {
    cancelled = true;
    cancelFrames?.();
  };
}
