/**
 * A script chunk that is missing (SPEC section 8), typically a tab left open across a
 * deploy whose hashed files are gone (the server answers 404): the page reloads once, so
 * it gets the new build's shell and chunks. A second failure within a minute is left to
 * the router's error page, so a chunk missing for good never loops.
 */
const KEY = 'chunkReloadAt';
const AGAIN_AFTER_MS = 60_000;

export function recoverMissingChunks() {
  window.addEventListener('vite:preloadError', () => {
    try {
      const last = Number(sessionStorage.getItem(KEY)) || 0;
      if (Date.now() - last < AGAIN_AFTER_MS) return;
      sessionStorage.setItem(KEY, String(Date.now()));
    } catch {
      return; // Without storage a reload could loop: show the error instead.
    }
    // Not preventDefault(): that makes the failed import resolve to undefined, and the router
    // then renders a route with no component (a TypeError) while the reload is on its way.
    // The error goes on to the router's error page, which the reload replaces.
    window.location.reload();
  });
}
