/**
 * Registers /service-worker.js (production builds only) and tracks whether a new
 * version is waiting. The worker never activates itself: the reader decides, through
 * the update banner, and `applyUpdate` asks it to skip waiting, then reloads once the
 * new worker controls the page — so a reader mid-poem is never reloaded by surprise.
 */
import type { Workbox } from 'workbox-window';
import { afterContent } from '@client/startup/content-shown';

type Listener = () => void;

let workbox: Workbox | undefined;
let updateWaiting = false;
const listeners = new Set<Listener>();

function setUpdateWaiting(value: boolean) {
  updateWaiting = value;
  listeners.forEach((listener) => listener());
}

/**
 * Registers the service worker once, after the page has loaded (workbox-window is
 * fetched then, not with the first render); does nothing in development or without support.
 */
export function registerServiceWorker(): void {
  if (workbox || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = async () => {
    const { Workbox } = await import('workbox-window');
    if (workbox) return;
    workbox = new Workbox('/service-worker.js', { scope: '/' });
    workbox.addEventListener('waiting', () => setUpdateWaiting(true));
    await workbox.register();
  };
  const run = () =>
    start().catch((error: unknown) => console.warn('Service worker registration failed', error));
  // Once the page's content is shown and the browser idle: never competes with the first
  // render, nor with the chunks and data a deep link (a shared poem) is still fetching.
  afterContent('idle', () => void run());
}

/** Activates the waiting version and reloads when it takes control. */
export function applyUpdate(): void {
  if (!workbox) return;
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}

/** Hides the banner for this page's life; the update applies on the next visit anyway. */
export function dismissUpdate(): void {
  setUpdateWaiting(false);
}

export function subscribeToUpdates(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isUpdateWaiting(): boolean {
  return updateWaiting;
}
