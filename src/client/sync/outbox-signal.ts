/**
 * "An event was queued": the outbox (loaded with the poem page or the player) tells the
 * page's sync triggers (start-sync.ts, in the entry) through a window event, so a view,
 * like or play made online is sent at once rather than with the next scheduled run
 *, and the entry does not load the outbox's code or Dexie to hear it.
 */
const EVENT = 'taalif:outbox-queued';

export function signalOutboxQueued() {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(EVENT));
}

export function onOutboxQueued(listener: () => void) {
  window.addEventListener(EVENT, listener);
}
