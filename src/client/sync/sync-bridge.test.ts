/**
 * The page and the sync engine over messages (sync-bridge.ts), as with the sync worker: a
 * real engine over the fake feed and fake-indexeddb on one end of a MessageChannel, the
 * page's RemoteSyncEngine on the other.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { AppDb } from '../db/db';
import { isMirrorReady, setMirrorReady } from './mirror-ready';
import { RemoteSyncEngine, serveSync } from './sync-bridge';
import { SyncEngine, type SyncState } from './sync-engine';
import { FakeFeed } from './testing/fake-feed';

let database: AppDb;
let feed: FakeFeed;
let channel: MessageChannel;
let n = 0;

beforeEach(async () => {
  database = new AppDb(`sync-bridge-${++n}`);
  await database.open();
  feed = new FakeFeed();
  channel = new MessageChannel();
  setMirrorReady(false);
});
afterEach(async () => {
  channel.port1.close();
  channel.port2.close();
  await database.delete();
});

/** The worker's side: the engine only reaches the page's mark through the messages. */
function serveEngine() {
  serveSync(
    channel.port1,
    (markMirrorReady) =>
      new SyncEngine({
        db: database,
        fetchPage: feed.fetchPage,
        sendEvent: async () => 204,
        pageSize: 2,
        markMirrorReady,
      }),
  );
  return new RemoteSyncEngine(channel.port2);
}

describe('sync over messages', () => {
  it('runs the engine on the other side, and the page sees its progress, its end and the mark', async () => {
    for (const id of ['a', 'b', 'c', 'd', 'e']) feed.putPoem(id);
    const remote = serveEngine();
    const seen: SyncState[] = [];
    remote.subscribe(() => seen.push(remote.getState()));

    await remote.sync();

    expect(await database.poems.count()).toBe(5);
    expect(seen.some((state) => state.status === 'syncing' && state.done === 2)).toBe(true);
    expect(remote.getState()).toMatchObject({ status: 'idle', lastSyncedAt: expect.any(Number) });
    // Recorded in the page's localStorage, which the worker does not have.
    expect(isMirrorReady()).toBe(true);
  });

  it('answers each request once its run has ended, one run at a time', async () => {
    feed.putPoem('a');
    const remote = serveEngine();
    await Promise.all([remote.sync(), remote.sync(), remote.sync()]);
    feed.putPoem('b');
    remote.retry();
    await remote.sync();
    expect((await database.poems.toCollection().primaryKeys()).sort()).toEqual(['a', 'b']);
    // The three first requests share a run and its follow-up; none ran alongside another.
    expect(feed.requests.filter((r) => r.since === 0)).toHaveLength(1);
  });

  it('reports a failed run as the engine’s error state', async () => {
    feed.putPoem('a');
    feed.failOn = 1;
    feed.failure = () => new ApiError('http', 500, { message: 'Sync failed (500)' });
    const remote = serveEngine();
    await remote.sync();
    expect(remote.getState().status).toBe('error');
    expect(isMirrorReady()).toBe(false);
  });
});
