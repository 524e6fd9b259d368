/**
 * The change feed (DESIGN.md section 5): what changed after a cursor, for the offline mirror.
 *
 * `changesSince(since, limit)` answers the rows and tombstones with `rev > since` in rev order,
 * at most `limit`, the new cursor (the rev of the last change answered, or `since` when there
 * is none) and `hasMore`. It reads the current state: a row edited three times since the
 * cursor goes out once, with its latest rev; a deleted row goes out as its tombstone.
 *
 * Why no change can be skipped (the "classic gap"). A client only ever asks for `rev > cursor`,
 * so the feed must never show a rev R while some rev below R is still to commit. The triggers
 * of migrations/0001_change_feed.sql take one transaction-scoped advisory lock before they
 * call nextval(), and PostgreSQL makes a transaction visible before it releases its locks.
 * So when transaction B takes rev R, every transaction that took a lower rev has already
 * committed (visibly) or rolled back. The feed is one SQL statement (sync/feed-query.ts), so it
 * reads one snapshot: if that snapshot shows R, it shows every committed rev below R too, and
 * a rev that commits later is necessarily above the cursor. A rev that is overwritten (the row
 * is edited or deleted again) is replaced by a higher one, which the client gets instead.
 * Revs rolled back leave holes, which are harmless: nobody waits for a particular number.
 *
 * Two offline devices: both are read-only mirrors of the server. Their own small writes
 * (views, likes, plays) wait in an outbox and reach the server as increments, which commute;
 * the new counter values come back to both through this feed. Administrator edits are made
 * online and carry `version`, so a stale edit is refused (409) instead of overwriting. Each
 * device applies the same totally ordered sequence from its own cursor, later revs of an id
 * replacing earlier ones, so both end in the server's state whenever they reconnect, however
 * long they were away: tombstones are never pruned (pruning them would need a "resync from 0"
 * answer for cursors below the pruning horizon). A tombstone can name a row the device never
 * saw (created and deleted while it was away); the client ignores deletes of unknown ids.
 *
 * What it deliberately doesn't do: derived fields (poemCount, hasAudio) and server-only
 * columns (audios.storageKey) are not sent; the client derives the former.
 */
import fp from 'fastify-plugin';
import type { Change, SyncResponse } from '@domain/sync/change';
import type { Db } from '../../../db/client';
import { feedQuery, type FeedRow } from './feed-query';

/** Turns one row of the feed statement into a change of the wire contract. */
function toChange(row: FeedRow): Change {
  const rev = Number(row.rev);
  if (row.row) return { op: 'put', entity: row.entity, rev, row: row.row };
  return { op: 'delete', entity: row.entity, rev, id: String(row.id) };
}

export function createSyncRepository(db: Db) {
  return {
    /** The changes after `since`, at most `limit`, with the cursor to ask from next. */
    async changesSince(since: number, limit: number): Promise<SyncResponse> {
      const result = await db.execute<FeedRow>(feedQuery(since, limit + 1));
      // node-postgres and PGlite both answer `{ rows }`; Db's generic result type says unknown.
      const rows = (result as unknown as { rows: FeedRow[] }).rows;
      const changes = rows.slice(0, limit).map(toChange);
      return {
        changes,
        cursor: changes.at(-1)?.rev ?? since,
        hasMore: rows.length > limit,
      };
    },
  };
}

export type SyncRepository = ReturnType<typeof createSyncRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    syncRepository: SyncRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('syncRepository', createSyncRepository(app.db));
  },
  { name: 'sync-repository', dependencies: ['db'] },
);
