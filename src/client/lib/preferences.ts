/**
 * The reader's preferences kept on this device (not synced, not sent anywhere): the
 * "show only what is available offline" switch, and whether persistent storage was
 * already asked for. They stay in the mirror database's local-only `meta` table, under
 * the keys earlier versions wrote there, so an upgrade reads what a reader already set
 * (preferences.test.ts). The mirror's own bookkeeping in that table (cursor, epoch) is
 * client/sync/meta.ts's; a mirror reset (410) clears neither.
 */
import type { AppDb } from '@client/db/db';

/** Each preference with the type of its value. */
export interface Preferences {
  /** Lists show only what is available offline. */
  offlineOnly: boolean;
  /** Persistent storage was already asked for (the first download asks once). */
  persistAsked: boolean;
}

type PreferenceKey = keyof Preferences;

/** The stored value of a preference, or undefined when never set. */
export async function getPreference<K extends PreferenceKey>(
  database: AppDb,
  key: K,
): Promise<Preferences[K] | undefined> {
  return (await database.meta.get(key))?.value as Preferences[K] | undefined;
}

export async function setPreference<K extends PreferenceKey>(
  database: AppDb,
  key: K,
  value: Preferences[K],
): Promise<void> {
  await database.meta.put({ key, value });
}
