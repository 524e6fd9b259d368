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
 * long they were away, within the tombstone retention: tombstones older than
 * TOMBSTONE_RETENTION_DAYS are pruned (`pruneTombstones`, at start and daily) and the highest
 * rev pruned is kept as the horizon. A cursor at or below the horizon may have missed a
 * delete, so the route answers 410 and the client rebuilds its mirror from 0. The horizon is
 * read after the feed statement: if that statement's snapshot already lacked pruned
 * tombstones, the pruning had committed, with its horizon, before the horizon is read.
 * A tombstone can name a row the device never saw (created and deleted while it was away);
 * the client ignores deletes of unknown ids.
 *
 * `feedState()` reads the head (the highest rev in the feed) and the horizon in one cheap
 * statement (one index probe per table): public reads derive their ETags and the validity of
 * their cached answers from it (plugins/app/app-wide/public-cache.ts). Every committed content
 * write raises the head (a new rev is above every earlier one, and the row or tombstone keeps
 * it), so an unchanged head means unchanged content, on any number of instances.
 *
 * Scheduled poems (sync/README.md, "Publication"): a poem whose publication date is still to
 * come goes out as a delete (feed-query.ts). When its date has passed, the first read of the
 * feed's state or of the feed releases it (`releaseDue`): one UPDATE that gives it, and its
 * recordings and difficult words, new revs, above every cursor handed out before, so a device
 * that synced while it was hidden receives it at its next poll, and every public ETag moves.
 * No cron: `feedState` reports whether a release is due (one probe of a partial index) and
 * when the next one will be (`nextRelease`), so a state kept in memory is read again then.
 *
 * What it deliberately doesn't do: derived fields (poemCount, hasAudio) and server-only
 * columns (audios.storageKey) are not sent; the client derives the former.
 */
import fp from 'fastify-plugin';
import { eq, lt, sql } from 'drizzle-orm';
import type { Change, SyncResponse } from '@domain/sync/change';
import type { Db } from '../../../db/client';
import { appMeta, poems, tombstones } from '../../../db/schema';
import { FEED_TABLES, feedQuery, type FeedRow } from './feed-query';

/** app_meta key of the tombstone horizon: the highest rev pruned so far. */
export const HORIZON_KEY = 'tombstone_horizon';

/**
 * app_meta key of the feed's gaps: a JSON array of `[after, before]` rev pairs, one per
 * restore from a backup (src/server/backup). A backup taken at head `after` is restored with
 * the rev sequence moved on to `before`, far beyond anything the lost timeline reached: a
 * cursor strictly between them was handed out by writes the restore took away, so its
 * device holds changes this database never had and must rebuild; a cursor at or below
 * `after` continues, and every later write is above it.
 */
export const FEED_GAPS_KEY = 'feed_gaps';

export type FeedGap = [after: number, before: number];

/** The gap `since` falls in, if any. */
export const gapOf = (gaps: FeedGap[], since: number) =>
  gaps.find(([after, before]) => since > after && since < before);

export interface FeedState {
  /** The highest rev of any row or tombstone (0 for an empty feed). */
  head: number;
  /** The highest rev whose tombstone was pruned (0 when none was). */
  horizon: number;
  /** When the next scheduled poem is due (milliseconds since 1970), null when none is. */
  nextRelease: number | null;
}

const maxRevs = Object.values(FEED_TABLES).map(
  (table) => sql`coalesce((select max(rev) from ${table}), 0)`,
);
const FEED_STATE = sql`select greatest(${sql.join(maxRevs, sql`, `)},
    coalesce((select max(rev) from ${tombstones}), 0))::text as head,
  coalesce((select value from ${appMeta} where key = ${HORIZON_KEY}), '0') as horizon,
  (select (extract(epoch from min(${poems.publishedAt})) * 1000)::bigint::text from ${poems}
    where not ${poems.feedVisible}) as next_release,
  exists (select 1 from ${poems} where not ${poems.feedVisible}
    and ${poems.publishedAt} <= now()) as due`;

/**
 * Shows the scheduled poems whose date has passed (the row trigger recomputes feed_visible and
 * stamps the rev; another trigger re-stamps their recordings and difficult words).
 */
const RELEASE_DUE = sql`update ${poems} set feed_visible = true
  where not ${poems.feedVisible} and ${poems.publishedAt} <= now()`;

interface StateRow {
  head: string;
  horizon: string;
  next_release: string | null;
  due: boolean;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Turns one row of the feed statement into a change of the wire contract. */
function toChange(row: FeedRow): Change {
  const rev = Number(row.rev);
  if (row.row) return { op: 'put', entity: row.entity, rev, row: row.row };
  return { op: 'delete', entity: row.entity, rev, id: String(row.id) };
}

export function createSyncRepository(db: Db) {
  const readState = async () => {
    const [row] = rowsOf<StateRow>(await db.execute(FEED_STATE));
    return row;
  };

  /** Releases the scheduled poems now due (see the header); whether there were any. */
  async function releaseDue(): Promise<boolean> {
    const [row] = rowsOf<{ due: boolean }>(
      await db.execute(
        sql`select exists (select 1 from ${poems} where not ${poems.feedVisible}
          and ${poems.publishedAt} <= now()) as due`,
      ),
    );
    if (row?.due) await db.execute(RELEASE_DUE);
    return Boolean(row?.due);
  }

  return {
    /** The changes after `since`, at most `limit`, with the cursor to ask from next. */
    async changesSince(since: number, limit: number): Promise<Omit<SyncResponse, 'horizon'>> {
      await releaseDue();
      const result = await db.execute<FeedRow>(feedQuery(since, limit + 1));
      // node-postgres and PGlite both answer `{ rows }`; Db's generic result type says unknown.
      const rows = rowsOf<FeedRow>(result);
      const changes = rows.slice(0, limit).map(toChange);
      return {
        changes,
        cursor: changes.at(-1)?.rev ?? since,
        hasMore: rows.length > limit,
      };
    },

    /** The head and the horizon of the feed (see the header), in one statement. */
    async feedState(): Promise<FeedState> {
      let row = await readState();
      if (row?.due) {
        await db.execute(RELEASE_DUE);
        row = await readState();
      }
      return {
        head: Number(row?.head ?? 0),
        horizon: Number(row?.horizon ?? 0),
        nextRelease: row?.next_release == null ? null : Number(row.next_release),
      };
    },

    /** The highest rev pruned from the tombstones (0 when none was). */
    async horizon(): Promise<number> {
      const [row] = await db
        .select({ value: appMeta.value })
        .from(appMeta)
        .where(eq(appMeta.key, HORIZON_KEY));
      return Number(row?.value ?? 0);
    },

    /** The gaps left by restores (FEED_GAPS_KEY), oldest first. */
    async gaps(): Promise<FeedGap[]> {
      const [row] = await db
        .select({ value: appMeta.value })
        .from(appMeta)
        .where(eq(appMeta.key, FEED_GAPS_KEY));
      return row ? (JSON.parse(row.value) as FeedGap[]) : [];
    },

    /**
     * Deletes the tombstones older than `days` and raises the horizon to the highest rev
     * deleted, in one transaction. Answers how many went and the horizon.
     */
    pruneTombstones(days: number): Promise<{ pruned: number; horizon: number }> {
      return db.transaction(async (tx) => {
        const gone = await tx
          .delete(tombstones)
          .where(lt(tombstones.deletedAt, sql`now() - make_interval(days => ${days})`))
          .returning({ rev: tombstones.rev });
        const [stored] = await tx
          .select({ value: appMeta.value })
          .from(appMeta)
          .where(eq(appMeta.key, HORIZON_KEY))
          .for('update');
        const horizon = Math.max(Number(stored?.value ?? 0), ...gone.map((t) => Number(t.rev)));
        if (gone.length) {
          await tx
            .insert(appMeta)
            .values({ key: HORIZON_KEY, value: String(horizon) })
            .onConflictDoUpdate({
              target: appMeta.key,
              set: { value: String(horizon), updatedAt: sql`now()` },
            });
        }
        return { pruned: gone.length, horizon };
      });
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
