/**
 * "The library changed here": a gesture's operation is in the outbox, so the sync
 * (start-library-sync.ts) sends it now rather than at its next poll. In-page only.
 */
const listeners = new Set<() => void>();

export function onLibraryChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function signalLibraryChanged(): void {
  for (const listener of listeners) listener();
}
