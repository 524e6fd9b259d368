/**
 * A reader's views, likes and plays, made online or offline alike: one Dexie transaction
 * moves the mirrored count (the screen changes at once) and queues the event with a fresh
 * idempotency key. `flushOutbox` sends the queue in order when the network is there, at
 * least once per event; the server remembers each key, so a retry after a lost answer is
 * counted once. An event leaves the queue only when the server has answered for it.
 * Drift reports (drift-report.ts) share the queue and its order.
 */
import { db as appDb, type AppDb, type OutboxEntry } from '../db/db';
import { signalOutboxQueued } from './outbox-signal';

type Kind = Exclude<OutboxEntry['kind'], 'drift'>;

function newKey(): string {
  return crypto.randomUUID();
}

let lastCreatedAt = 0;
/**
 * The queue is sent in `createdAt` order, and two events of one tab can share a
 * millisecond: each gets a later stamp than the one before (by a millisecond at most), so
 * they are sent in the order they were made.
 */
export function nextCreatedAt(): number {
  lastCreatedAt = Math.max(Date.now(), lastCreatedAt + 1);
  return lastCreatedAt;
}

async function record(database: AppDb, kind: Kind, targetId: string): Promise<void> {
  const table = kind === 'play' ? database.audios : database.poems;
  await database.transaction('rw', [table, database.outbox], async () => {
    if (kind === 'play') {
      await database.audios
        .where('id')
        .equals(targetId)
        .modify((a) => void (a.plays += 1));
    } else {
      const field = kind === 'view' ? 'views' : 'likes';
      await database.poems
        .where('id')
        .equals(targetId)
        .modify((p) => void (p[field] += 1));
    }
    await database.outbox.add({
      key: newKey(),
      kind,
      targetId,
      createdAt: nextCreatedAt(),
      attempts: 0,
    });
  });
  signalOutboxQueued();
}

/** A reader opened a poem. */
export const recordView = (poemId: string, database: AppDb = appDb) =>
  record(database, 'view', poemId);
/** A reader liked a poem. */
export const recordLike = (poemId: string, database: AppDb = appDb) =>
  record(database, 'like', poemId);
/** A recitation started playing. */
export const recordPlay = (audioId: string, database: AppDb = appDb) =>
  record(database, 'play', audioId);

/** Sends one event and resolves to the HTTP status; rejects when the network fails. */
export type SendEvent = (entry: OutboxEntry) => Promise<number>;

export interface FlushResult {
  sent: number;
  /** Set when the flush stopped early (network, rate limit, server error): retry later. */
  stoppedAt?: number | 'network';
}

/** Statuses after which the event is done with: counted, or never countable (target gone). */
const isFinal = (status: number) =>
  (status >= 200 && status < 300) || status === 400 || status === 404 || status === 409;

/** Sends queued events oldest first; stops at the first one that must be retried later. */
export async function flushOutbox(send: SendEvent, database: AppDb = appDb): Promise<FlushResult> {
  const entries = await database.outbox.orderBy('createdAt').toArray();
  let sent = 0;
  for (const entry of entries) {
    let status: number;
    try {
      status = await send(entry);
    } catch {
      await database.outbox.update(entry.key, { attempts: entry.attempts + 1 });
      return { sent, stoppedAt: 'network' };
    }
    if (!isFinal(status)) {
      await database.outbox.update(entry.key, { attempts: entry.attempts + 1 });
      return { sent, stoppedAt: status };
    }
    if (status >= 400) console.warn('Outbox event dropped', entry.kind, entry.targetId, status);
    await database.outbox.delete(entry.key);
    sent += 1;
  }
  return { sent };
}
