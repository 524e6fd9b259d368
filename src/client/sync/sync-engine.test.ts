import { TimeoutError } from 'ky';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { AppDb } from '../db/db';
import { getMeta, META } from './meta';
import { isMirrorReady, setMirrorReady } from './mirror-ready';
import { recordLike } from './outbox';
import { SyncEngine, type SyncEngineDeps } from './sync-engine';
import { FakeFeed } from './testing/fake-feed';

let database: AppDb;
let feed: FakeFeed;
let n = 0;

beforeEach(async () => {
  database = new AppDb(`sync-engine-${++n}`);
  await database.open();
  feed = new FakeFeed();
});
afterEach(() => database.delete());

const engine = (deps: Partial<SyncEngineDeps> = {}) =>
  new SyncEngine({
    db: database,
    fetchPage: feed.fetchPage,
    sendEvent: async () => 204,
    pageSize: 2,
    ...deps,
  });

describe('SyncEngine', () => {
  it('pulls every page into the mirror and stores the cursor', async () => {
    for (const id of ['a', 'b', 'c', 'd', 'e']) feed.putPoem(id);
    feed.deletePoem('b');
    await engine().sync();
    expect((await database.poems.toCollection().primaryKeys()).sort()).toEqual([
      'a',
      'c',
      'd',
      'e',
    ]);
    expect(await getMeta(database, META.cursor)).toBe(feed.latest);
    expect(feed.requests.map((r) => r.since)).toEqual([0, 2, 4]);
  });

  it('a no-change sync is one request', async () => {
    feed.putPoem('a');
    const sync = engine();
    await sync.sync();
    feed.requests.length = 0;
    await sync.sync();
    expect(feed.requests).toHaveLength(1);
    expect(sync.getState().status).toBe('idle');
  });

  it('resumes after an interrupted sync without duplicates or loss', async () => {
    for (const id of ['a', 'b', 'c', 'd', 'e', 'f']) feed.putPoem(id);
    feed.failOn = 2;
    const sync = engine({ isOnline: () => true });
    await sync.sync();
    // The connection was cut (no answer) while the browser still said online: offline.
    expect(sync.getState().status).toBe('offline');
    expect(await database.poems.count()).toBe(2);
    expect(await getMeta(database, META.cursor)).toBe(2);
    feed.putPoem('a', { title: 'Edited' });
    await sync.sync();
    expect(await database.poems.count()).toBe(6);
    expect((await database.poems.get('a'))?.title).toBe('Edited');
    expect(feed.requests.at(-4)?.since).toBe(2);
  });

  it('marks the mirror ready only once a run completes, and not ready while a reset re-pulls', async () => {
    setMirrorReady(false);
    for (const id of ['a', 'b', 'c', 'd']) feed.putPoem(id);
    feed.failOn = 2;
    const sync = engine();
    await sync.sync();
    expect(isMirrorReady()).toBe(false);
    await sync.sync();
    expect(isMirrorReady()).toBe(true);
    feed.keptFrom = feed.latest + 1;
    feed.putPoem('e');
    let readyDuringReset: boolean | undefined;
    const pages = feed.fetchPage;
    await engine({
      pageSize: 10,
      fetchPage: async (params) => {
        if (params.since === 0) readyDuringReset = isMirrorReady();
        return pages(params);
      },
    }).sync();
    expect(readyDuringReset).toBe(false);
    expect(isMirrorReady()).toBe(true);
  });

  it('on 410 empties the mirror and pulls from 0, keeping downloads and the outbox', async () => {
    for (const id of ['a', 'b', 'c']) feed.putPoem(id);
    // One page per pull: with pages, a fresh pull's own cursor is below the horizon too.
    const sync = engine({ sendEvent: async () => 503, pageSize: 10 });
    await sync.sync();
    await database.downloads.put({ audioId: 'x', poemId: 'a', sizeBytes: 10, downloadedAt: 1 });
    await recordLike('a', database);
    // Meanwhile the server deleted b and pruned its tombstone: our cursor is too old.
    feed.changes.splice(
      feed.changes.findIndex((c) => c.op === 'put' && c.row.id === 'b'),
      1,
    );
    feed.keptFrom = feed.latest + 1;
    feed.putPoem('d');
    await sync.sync();
    expect((await database.poems.toCollection().primaryKeys()).sort()).toEqual(['a', 'c', 'd']);
    expect(await database.downloads.count()).toBe(1);
    expect(await database.outbox.count()).toBe(1);
    // The like still waiting is still shown on the re-pulled row.
    expect((await database.poems.get('a'))?.likes).toBe(1);
    expect(feed.requests.map((r) => r.since).slice(-2)).toEqual([3, 0]);
  });

  it('a pull from 0 in pages completes past a pruned horizon, sending the horizon it began at', async () => {
    for (const id of ['a', 'b', 'c', 'd', 'e', 'f']) feed.putPoem(id);
    feed.keptFrom = feed.latest; // tombstones up to rev 5 pruned: cursors 2 and 4 lie below
    const sync = engine();
    await sync.sync();
    expect(sync.getState().status).toBe('idle');
    expect(await database.poems.count()).toBe(6);
    expect(feed.requests.map((r) => [r.since, r.horizon])).toEqual([
      [0, undefined],
      [2, 5],
      [4, 5],
    ]);
    expect(await getMeta(database, META.horizon)).toBe(5);
  });

  it('a pruning while a pull from 0 is under way still resets the mirror', async () => {
    for (const id of ['a', 'b', 'c', 'd', 'e', 'f']) feed.putPoem(id);
    const pages = feed.fetchPage;
    let prunedAfterFirstPage = false;
    await engine({
      fetchPage: async (params) => {
        const answer = await pages(params);
        if (!prunedAfterFirstPage) {
          prunedAfterFirstPage = true;
          feed.deletePoem('a');
          feed.keptFrom = feed.latest + 1; // the delete of a is pruned at once
        }
        return answer;
      },
    }).sync();
    // The pull that began before the pruning is refused and starts again, without a.
    expect(feed.requests.map((r) => r.since)).toEqual([0, 2, 0, 2, 4, 6]);
    expect((await database.poems.toCollection().primaryKeys()).sort()).toEqual([
      'b',
      'c',
      'd',
      'e',
      'f',
    ]);
  });

  it('reports a failed update only when the server answered with an error', async () => {
    feed.putPoem('a');
    feed.failOn = 1;
    feed.failure = () => new ApiError('http', 500, { message: 'Sync failed (500)' });
    const sync = engine({ isOnline: () => true });
    await sync.sync();
    expect(sync.getState()).toMatchObject({ status: 'error', error: 'Sync failed (500)' });
    feed.failOn = 1;
    feed.failure = () => new TimeoutError(new Request('http://taalif.test/api/sync'));
    await sync.sync();
    expect(sync.getState().status).toBe('offline');
  });

  it('asks the server for the catalogue counts once per engine, not at both ends of a first sync', async () => {
    for (const id of ['a', 'b', 'c']) feed.putPoem(id);
    const summary = {
      poems: 3,
      poets: 0,
      users: 4,
      audios: 0,
      difficultWords: 0,
      themes: 0,
      tags: 0,
    };
    let asked = 0;
    const sync = engine({ fetchSummary: async () => (asked++, summary) });
    await sync.sync();
    expect(asked).toBe(1);
    feed.putPoem('d');
    await sync.sync();
    expect(asked).toBe(1);
    // A new engine (the next page load) with changes to apply asks once more.
    feed.putPoem('e');
    await engine({ fetchSummary: async () => (asked++, summary) }).sync();
    expect(asked).toBe(2);
  });

  it('reports offline without a request when the browser is offline', async () => {
    const sync = engine({ isOnline: () => false });
    await sync.sync();
    expect(sync.getState().status).toBe('offline');
    expect(feed.requests).toHaveLength(0);
  });

  it('reports progress n of N on a first sync', async () => {
    for (const id of ['a', 'b', 'c']) feed.putPoem(id);
    const seen: string[] = [];
    const summary = {
      poems: 3,
      poets: 0,
      users: 4,
      audios: 0,
      difficultWords: 0,
      themes: 0,
      tags: 0,
    };
    const sync = engine({ fetchSummary: async () => summary });
    sync.subscribe(() => {
      const s = sync.getState();
      if (s.status === 'syncing') seen.push(`${s.done}/${s.total}`);
    });
    await sync.sync();
    expect(seen).toEqual(['2/3', '3/3']);
    expect(
      (await getMeta<{ summary: typeof summary }>(database, META.summary))?.summary.users,
    ).toBe(4);
  });
});
