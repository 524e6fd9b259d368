/**
 * A synchronous hint that this device's mirror holds the whole anthology: set when a sync
 * run completes, cleared when the mirror is reset. A screen opened from a shared link on a
 * first visit reads it before loading anything: a mirror that is not ready yet cannot
 * answer, so the screen asks the API for its one poem instead of waiting for the first
 * sync of the whole anthology (and Dexie's code stays out of that first render).
 *
 * Kept in localStorage (not IndexedDB) because it must be read without opening the
 * database; it is only a hint: a screen that trusts it and finds nothing in the mirror
 * still says so, and a screen that does not trust it falls back to the mirror offline.
 */
import { localStorageOrUndefined } from '../lib/local-storage';

const KEY = 'taalif:mirror';
const READY = 'ready';
const EVENT = 'taalif:mirror-ready';

const hasWindow = () => typeof window !== 'undefined';

export function isMirrorReady(): boolean {
  return localStorageOrUndefined()?.getItem(KEY) === READY;
}

/** Records the mirror's state and tells this tab (other tabs hear it as a `storage` event). */
export function setMirrorReady(ready: boolean): void {
  if (ready === isMirrorReady()) return;
  try {
    if (ready) localStorageOrUndefined()?.setItem(KEY, READY);
    else localStorageOrUndefined()?.removeItem(KEY);
  } catch {
    // A full or blocked localStorage only costs the hint: screens then ask the network first.
  }
  if (hasWindow()) window.dispatchEvent(new Event(EVENT));
}

/** Calls `listener` when the mirror becomes ready (in this tab or another); returns the unsubscribe. */
export function onMirrorReady(listener: () => void): () => void {
  if (!hasWindow()) return () => {};
  const check = () => {
    if (isMirrorReady()) listener();
  };
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === KEY) check();
  };
  window.addEventListener(EVENT, check);
  window.addEventListener('storage', fromOtherTab);
  return () => {
    window.removeEventListener(EVENT, check);
    window.removeEventListener('storage', fromOtherTab);
  };
}
