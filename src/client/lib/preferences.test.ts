import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppDb } from '@client/db/db';
import { resetMirror } from '@client/sync/apply-changes';
import { getPreference, setPreference } from './preferences';

let database: AppDb;
let n = 0;

beforeEach(async () => {
  database = new AppDb(`preferences-${++n}`);
  await database.open();
});
afterEach(() => database.delete());

describe('preferences', () => {
  it('reads what an earlier version stored in the meta table', async () => {
    // The rows as the version before the preferences module wrote them (sync/meta.ts).
    await database.meta.bulkPut([
      { key: 'offlineOnly', value: true },
      { key: 'persistAsked', value: true },
    ]);
    expect(await getPreference(database, 'offlineOnly')).toBe(true);
    expect(await getPreference(database, 'persistAsked')).toBe(true);
  });

  it('is undefined until set, then keeps the value under the same key', async () => {
    expect(await getPreference(database, 'offlineOnly')).toBeUndefined();
    await setPreference(database, 'offlineOnly', true);
    expect(await database.meta.get('offlineOnly')).toEqual({ key: 'offlineOnly', value: true });
    await setPreference(database, 'offlineOnly', false);
    expect(await getPreference(database, 'offlineOnly')).toBe(false);
  });

  it('survives a mirror reset', async () => {
    await setPreference(database, 'offlineOnly', true);
    await resetMirror(database);
    expect(await getPreference(database, 'offlineOnly')).toBe(true);
  });
});
