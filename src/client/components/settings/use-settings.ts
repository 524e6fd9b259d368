/** The current settings and the actions on them, for components. */
import { useSyncExternalStore } from 'react';
import { settingsStore } from './settings-store';

export function useSettings() {
  const settings = useSyncExternalStore(
    settingsStore.subscribe,
    settingsStore.get,
    settingsStore.get,
  );
  return { settings, update: settingsStore.update, reset: settingsStore.reset };
}
