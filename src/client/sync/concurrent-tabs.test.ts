import { afterEach, describe, expect, it } from 'vitest';
import { AppDb } from '../db/db';
import type { LeaseStorage, LockManagerLike } from './run-exclusive';
import { SyncEngine } from './sync-engine';
import { FakeFeed } from './testing/fake-feed';

/** Web Locks with `ifAvailable`, as browsers implement them, shared by "tabs". */
class FakeLocks implements LockManagerLike {
  private readonly held = new Set<string>();
  async request<T>(name: string, _o: { ifAvailable: boolean }, cb: (l: unknown) => Promise<T>) {
    if (this.held.has(name)) return cb(null);
    this.held.add(name);
    try {
      return await cb({ name });
    } finally {
      this.held.delete(name);
    }
  }
}

class MemoryStorage implements LeaseStorage {
  private readonly map = new Map<string, string>();
  getItem = (k: string) => this.map.get(k) ?? null;
  setItem = (k: string, v: string) => void this.map.set(k, v);
  removeItem = (k: string) => void this.map.delete(k);
}

const names: string[] = [];
afterEach(async () => {
  for (const name of names.splice(0)) await new AppDb(name).delete();
});

async function twoTabs(exclusive: ConstructorParameters<typeof SyncEngine>[0]['exclusive']) {
  const name = `tabs-${names.length}-${Math.random()}`;
  names.push(name);
  const feed = new FakeFeed();
  for (let i = 0; i < 30; i++) feed.putPoem(`p${i}`);
  const tab = () =>
    new SyncEngine({
      db: new AppDb(name),
      fetchPage: feed.fetchPage,
      sendEvent: async () => 204,
      pageSize: 5,
      exclusive,
    });
  const [a, b] = [tab(), tab()];
  await Promise.all([a.sync(), b.sync()]);
  return { feed, name, a, b };
}

describe('one sync at a time across tabs', () => {
  it.each([
    ['Web Locks', () => ({ locks: new FakeLocks() })],
    ['the localStorage lease', () => ({ storage: new MemoryStorage() })],
  ])('with %s, two tabs starting together pull the feed once', async (_label, make) => {
    const { feed, name, a, b } = await twoTabs(make());
    // 30 rows in pages of 5: one run is 7 requests (the last one finds nothing more).
    expect(feed.requests.map((r) => r.since)).toEqual([0, 5, 10, 15, 20, 25]);
    expect(await new AppDb(name).poems.count()).toBe(30);
    expect([a.getState().status, b.getState().status]).toEqual(['idle', 'idle']);
  });

  it('without any lock both tabs would pull (what the lock prevents)', async () => {
    const { feed } = await twoTabs({});
    expect(feed.requests.length).toBeGreaterThan(6);
  });

  it('a crashed tab’s lease expires', async () => {
    const storage = new MemoryStorage();
    storage.setItem('taalif-sync:lease', JSON.stringify({ owner: 'gone', until: Date.now() - 1 }));
    const { feed } = await twoTabs({ storage });
    expect(feed.requests.length).toBe(6);
  });
});
