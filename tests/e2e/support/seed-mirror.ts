/**
 * Fills the page's Dexie mirror (IndexedDB `taalif`) from the running server's change feed,
 * as the sync engine will: until that engine is part of the app, the reader screens' browser
 * tests seed the mirror this way. The app must have opened the database first (any reader
 * screen does), so the object stores exist; the caller reloads afterwards, because Dexie's
 * live queries do not see writes made behind its back.
 */
import type { Page } from 'playwright-core';

export async function seedMirrorFromFeed(page: Page): Promise<number> {
  // No named inner functions: tsx's esbuild would wrap them in a helper the page lacks.
  return page.evaluate(async () => {
    let db: IDBDatabase | null = null;
    for (let attempt = 0; attempt < 40; attempt += 1) {
      db?.close();
      if (attempt > 0) await new Promise((r) => setTimeout(r, 250));
      db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('taalif');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      if (db.objectStoreNames.contains('poems')) break;
    }
    if (!db) throw new Error('no database');
    let since = 0;
    let count = 0;
    for (;;) {
      const response = await fetch(`/api/sync?since=${since}&limit=5000`);
      const body = (await response.json()) as {
        changes: { op: string; entity: string; row?: unknown; id?: string }[];
        cursor: number;
        hasMore: boolean;
      };
      const tx = db.transaction(
        [...db.objectStoreNames].filter((n) => n !== 'meta' && n !== 'outbox'),
        'readwrite',
      );
      for (const change of body.changes) {
        const store = tx.objectStore(change.entity);
        if (change.op === 'put') store.put(change.row);
        else if (change.id) store.delete(change.id);
        count += 1;
      }
      await new Promise((resolve, reject) => {
        tx.oncomplete = resolve;
        tx.onerror = () => reject(tx.error);
      });
      since = body.cursor;
      if (!body.hasMore) break;
    }
    db.close();
    return count;
  });
}
