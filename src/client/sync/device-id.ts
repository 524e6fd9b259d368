/**
 * This device's random id, made once and kept in the mirror's `meta` table (a reset of the
 * mirror after a 410 keeps it: resetMirror clears only the feed's keys). It names a device,
 * never a person: the server uses it only to count one drift report per device and recording
 * (sync/drift-report.ts). Two tabs asking at once get the same id: the read and the write
 * share one transaction.
 */
import type { AppDb } from '../db/db';

export const DEVICE_ID_KEY = 'deviceId';

/** The device's id (32 hex digits), made on first use. */
export function deviceIdOf(database: AppDb): Promise<string> {
  return database.transaction('rw', database.meta, async () => {
    const found = (await database.meta.get(DEVICE_ID_KEY))?.value;
    if (typeof found === 'string') return found;
    const made = crypto.randomUUID().replace(/-/g, '');
    await database.meta.put({ key: DEVICE_ID_KEY, value: made });
    return made;
  });
}
