/**
 * After an administrator's save, this device pulls the change feed at once, so the public
 * screens it shows (read from the mirror) have the change without waiting for the interval.
 * The engine module is the entry's own (already loaded); the import keeps the kit testable.
 */
export function syncAfterSave(): void {
  void import('@client/sync/start-sync')
    .then(({ syncEngine }) => syncEngine.sync())
    .catch((error: unknown) => console.warn('Sync after save failed', error));
}
