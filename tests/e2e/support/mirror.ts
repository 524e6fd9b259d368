/**
 * Helpers for the offline suites: read the app's Dexie mirror from inside the page (raw
 * IndexedDB, so the tests do not depend on the app's bundle), wait for a sync to land, and
 * sign in as the administrator through the API to change content. Other suites (poem list,
 * poem, poet, statistics screens) can use them to check what a screen shows against the
 * device's copy.
 */
import type { Page } from 'playwright-core';

export const MIRROR_DB = 'taalif';

/** Every row of one mirror table (or `undefined` rows when the database does not exist yet). */
export function mirrorRows<T = Record<string, unknown>>(page: Page, table: string): Promise<T[]> {
  return page.evaluate(
    async ({ name, table }) => {
      const names = (await indexedDB.databases()).map((d) => d.name);
      if (!names.includes(name)) return [];
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      try {
        if (!database.objectStoreNames.contains(table)) return [];
        return await new Promise<T[]>((resolve, reject) => {
          const request = database.transaction(table).objectStore(table).getAll();
          request.onsuccess = () => resolve(request.result as T[]);
          request.onerror = () => reject(request.error);
        });
      } finally {
        database.close();
      }
    },
    { name: MIRROR_DB, table },
  );
}

/** The value stored under `key` in the mirror's meta table. */
export async function mirrorMeta(page: Page, key: string): Promise<unknown> {
  const rows = await mirrorRows<{ key: string; value: unknown }>(page, 'meta');
  return rows.find((r) => r.key === key)?.value;
}

/** Polls `check` against the page until it holds (sync runs in the background). */
export async function waitForMirror(
  page: Page,
  check: () => Promise<boolean>,
  { timeoutMs = 30_000, what = 'the mirror' } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await page.waitForTimeout(200);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Waits until the mirror holds as many poems as the server serves. */
export async function waitForFirstSync(page: Page, baseUrl: string): Promise<number> {
  const served = (await (await fetch(`${baseUrl}/api/poems?size=1`)).json()) as {
    totalElements: number;
  };
  await waitForMirror(
    page,
    async () =>
      (await mirrorRows(page, 'poems')).length === served.totalElements &&
      (await mirrorMeta(page, 'lastSyncedAt')) !== undefined,
    { what: 'the first sync' },
  );
  return served.totalElements;
}

/** An administrator's bearer header, through POST /api/auth/login. */
export async function adminAuth(baseUrl: string, password: string) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin@taalif.local', password }),
  });
  if (!response.ok) throw new Error(`admin login failed: ${response.status}`);
  const { token } = (await response.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}
