import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppDb, type OutboxEntry } from '../db/db';
import { flushOutbox, recordLike, recordPlay, recordView } from './outbox';
import { onOutboxQueued } from './outbox-signal';
import { SyncEngine } from './sync-engine';
import { FakeFeed, poemRow } from './testing/fake-feed';

/** The server side of the contract: counts an idempotency key once; can lose its answer. */
class CountingServer {
  readonly counts = new Map<string, number>();
  private readonly seen = new Set<string>();
  network = true;
  loseNextAnswer = false;
  requests = 0;

  send = async (entry: OutboxEntry): Promise<number> => {
    if (!this.network) throw new TypeError('Failed to fetch');
    this.requests += 1;
    if (!this.seen.has(entry.key)) {
      this.seen.add(entry.key);
      const key = `${entry.kind}:${entry.targetId}`;
      this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    }
    if (this.loseNextAnswer) {
      // The connection drops right after the server counted: the answer never arrives.
      this.loseNextAnswer = false;
      this.network = false;
      throw new TypeError('network changed');
    }
    return 204;
  };
}

let database: AppDb;
let n = 0;
beforeEach(async () => {
  database = new AppDb(`outbox-${++n}`);
  await database.poems.bulkPut([poemRow('p1', 1), poemRow('p2', 2)]);
});
afterEach(() => database.delete());

describe('outbox', () => {
  it('moves the mirrored count and queues the event in one step', async () => {
    await recordView('p1', database);
    await recordLike('p1', database);
    await recordLike('p1', database);
    const poem = await database.poems.get('p1');
    expect([poem?.views, poem?.likes]).toEqual([1, 2]);
    const queued = await database.outbox.orderBy('createdAt').toArray();
    expect(queued.map((e) => e.kind)).toEqual(['view', 'like', 'like']);
    expect(new Set(queued.map((e) => e.key)).size).toBe(3);
    for (const e of queued) expect(e.key).toMatch(/^[A-Za-z0-9_-]{1,100}$/);
  });

  it('queues a play even for a recitation not mirrored yet', async () => {
    await recordPlay('a1', database);
    expect(await database.outbox.count()).toBe(1);
  });

  it('a like made offline is counted once after two reconnects', async () => {
    const server = new CountingServer();
    const feed = new FakeFeed();
    feed.putPoem('p1');
    const engine = new SyncEngine({
      db: database,
      fetchPage: async (params) => {
        if (!server.network) throw new TypeError('Failed to fetch');
        return feed.fetchPage(params);
      },
      sendEvent: server.send,
      isOnline: () => server.network,
    });
    server.network = false;
    await recordLike('p1', database);
    await engine.sync();
    expect(engine.getState().status).toBe('offline');
    expect((await database.poems.get('p1'))?.likes).toBe(1);

    // First reconnect: the like reaches the server, but its answer is lost on the way back.
    server.network = true;
    server.loseNextAnswer = true;
    await engine.sync();
    expect(engine.getState().status).toBe('offline');
    expect(await database.outbox.count()).toBe(1);
    expect(server.counts.get('like:p1')).toBe(1);
    // Second reconnect: sent again with the same key; the server does not count it twice.
    server.network = true;
    await engine.sync();
    expect(server.requests).toBe(2);
    expect(server.counts.get('like:p1')).toBe(1);
    expect(await database.outbox.count()).toBe(0);
  });

  it('stops at a rate limit and keeps the rest in order', async () => {
    await recordView('p1', database);
    await recordView('p2', database);
    const statuses = [204, 429];
    const sent: string[] = [];
    const result = await flushOutbox(async (e) => {
      sent.push(e.targetId);
      return statuses.shift() ?? 204;
    }, database);
    expect(result).toEqual({ sent: 1, stoppedAt: 429 });
    const left = await database.outbox.toArray();
    expect(left.map((e) => [e.targetId, e.attempts])).toEqual([['p2', 1]]);
  });

  it('sends events made in the same millisecond in the order they were made', async () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_800_000_000_000);
    try {
      for (const id of ['p1', 'p2', 'p3', 'p4', 'p5']) await recordView(id, database);
    } finally {
      now.mockRestore();
    }
    const sent: string[] = [];
    await flushOutbox(async (e) => (sent.push(e.targetId), 204), database);
    expect(sent).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
  });

  it('drops an event whose target is gone (404) instead of retrying it forever', async () => {
    await recordLike('p1', database);
    expect(await flushOutbox(async () => 404, database)).toEqual({ sent: 1 });
    expect(await database.outbox.count()).toBe(0);
  });
});

describe('outbox: sent at once', () => {
  it('tells the page’s sync triggers when an event is queued', async () => {
    const heard = vi.fn();
    onOutboxQueued(heard);
    await recordLike('p1', database);
    expect(heard).toHaveBeenCalledTimes(1);
    await recordView('p1', database);
    await recordPlay('a1', database);
    expect(heard).toHaveBeenCalledTimes(3);
  });
});
