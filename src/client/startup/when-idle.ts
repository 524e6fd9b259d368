/**
 * Runs `callback` once the browser is idle, at the latest after IDLE_TIMEOUT_MS (a page
 * that is never idle still gets the work done); where there is no idle API, after a short
 * delay. Returns the cancel. React-free: the sync triggers use it as the deferred UI does.
 */
const IDLE_TIMEOUT_MS = 4000;
const NO_IDLE_API_DELAY_MS = 1500;

export function whenIdle(callback: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(callback, NO_IDLE_API_DELAY_MS);
  return () => clearTimeout(id);
}
