/**
 * An in-process index of every poem's text (id, title, poet, content and their folded search
 * forms), in the anthology's order (created_at, id). Search and word statistics scan it
 * instead of reading and folding every poem from the database on each request.
 *
 * Consistency argument: the index never answers from stale data. Each use first pulls what
 * changed since its cursor, exactly like an offline client reads the change feed: poem rows
 * with `rev > cursor` and poem tombstones with `rev > cursor`, in one statement (one
 * snapshot). Content writes are serialized by the change-feed triggers, so revs become
 * visible in order and the cursor never skips a write. Tombstones older than the retention
 * are pruned (sync-repository.ts) and the highest rev pruned is kept as the horizon, which the
 * same statement reads: when the horizon has passed the cursor, deletions the index has not
 * seen may be gone with their tombstones, so it starts again from the rows that exist, as a
 * device does after a 410. So several instances behind a load balancer each keep their own
 * index and all answer the database's current state; an unchanged database costs one
 * statement of two empty index range scans and a primary-key read per request.
 *
 * It deliberately holds no counters (views, likes): a counter bump moves `rev`, and the row is
 * re-read, but its folded texts are reused when `version` (edits only) did not change.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { appMeta, poems, tombstones } from '../../../db/schema';
import { HORIZON_KEY } from '../sync/sync-repository';
import { foldText } from '@domain/words';

/** One poem as the index holds it. */
export interface IndexedPoem {
  id: string;
  slug: string | null;
  title: string;
  poetId: string;
  content: string;
  version: number;
  /** created_at as sortable text (UTC, microseconds), then the id: the anthology order. */
  orderKey: string;
  foldedTitle: string;
  foldedContent: string;
}

/** The poems at one moment; `generation` changes whenever a title, content or membership does. */
export interface PoemIndexSnapshot {
  poems: readonly IndexedPoem[];
  generation: number;
}

export interface PoemIndex {
  /** Returns every poem, current as of this call, in the anthology order. */
  snapshot(): Promise<PoemIndexSnapshot>;
}

/** Creates an empty index that fills itself on first use. */
export function createPoemIndex(db: Db): PoemIndex {
  const byId = new Map<string, IndexedPoem>();
  let cursor = 0;
  let ordered: IndexedPoem[] | null = [];
  let generation = 0;
  let tail: Promise<unknown> = Promise.resolve();
  let queued: Promise<PoemIndexSnapshot> | null = null;

  /**
   * What changed since `from`, and the horizon (as a row of its own, `horizon` set), in ONE
   * statement, so rows, tombstones and the horizon share a snapshot.
   */
  async function pull(from: number) {
    return db
      .select({
        id: poems.id,
        rev: poems.rev,
        horizon: sql<number | null>`null::bigint`,
        deleted: sql<boolean>`false`,
        slug: poems.slug,
        title: poems.title,
        poetId: poems.poetId,
        content: poems.content,
        version: poems.version,
        created: sql<string>`to_char(${poems.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`,
      })
      .from(poems)
      .where(gt(poems.rev, from))
      .unionAll(
        db
          .select({
            id: tombstones.id,
            rev: tombstones.rev,
            horizon: sql<number | null>`null::bigint`,
            deleted: sql<boolean>`true`,
            slug: sql<string | null>`null::text`,
            title: sql<string>`null::text`,
            poetId: sql<string>`null::uuid`,
            content: sql<string>`null::text`,
            version: sql<number>`null::int`,
            created: sql<string>`null::text`,
          })
          .from(tombstones)
          .where(and(eq(tombstones.entity, 'poems'), gt(tombstones.rev, from))),
      )
      .unionAll(
        db
          .select({
            id: sql<string>`null::uuid`,
            rev: sql<number>`0::bigint`,
            horizon: sql<number | null>`(${appMeta.value})::bigint`,
            deleted: sql<boolean>`false`,
            slug: sql<string | null>`null::text`,
            title: sql<string>`null::text`,
            poetId: sql<string>`null::uuid`,
            content: sql<string>`null::text`,
            version: sql<number>`null::int`,
            created: sql<string>`null::text`,
          })
          .from(appMeta)
          .where(eq(appMeta.key, HORIZON_KEY)),
      );
  }

  /** The changes since the cursor; everything there is when pruning passed the cursor. */
  async function changes() {
    const rows = await pull(cursor);
    const horizon = Number(rows.find((row) => row.horizon !== null)?.horizon ?? 0);
    if (cursor === 0 || horizon <= cursor) return rows.filter((row) => row.horizon === null);
    byId.clear();
    ordered = null;
    cursor = 0;
    return (await pull(0)).filter((row) => row.horizon === null);
  }

  async function refresh(): Promise<PoemIndexSnapshot> {
    let next = cursor;
    // A poem deleted and written again (same id) shows up twice: apply in rev order.
    for (const row of (await changes()).sort((a, b) => a.rev - b.rev)) {
      next = Math.max(next, row.rev);
      const known = byId.get(row.id);
      if (row.deleted) {
        if (known) {
          byId.delete(row.id);
          ordered = null;
        }
        continue;
      }
      if (known && known.version === row.version) continue;
      byId.set(row.id, {
        id: row.id,
        slug: row.slug,
        title: row.title,
        poetId: row.poetId,
        content: row.content,
        version: row.version,
        orderKey: `${row.created} ${row.id}`,
        foldedTitle: foldText(row.title),
        foldedContent: foldText(row.content),
      });
      ordered = null;
    }
    cursor = next;
    if (!ordered) {
      generation += 1;
      ordered = [...byId.values()].sort((a, b) =>
        a.orderKey < b.orderKey ? -1 : a.orderKey > b.orderKey ? 1 : 0,
      );
    }
    return { poems: ordered, generation };
  }

  return {
    snapshot() {
      // One refresh at a time. Callers arriving while one runs share the next one, which
      // starts after they arrived, so nobody gets a snapshot older than their request.
      if (queued) return queued;
      const run = tail
        .catch(() => undefined)
        .then(() => {
          queued = null;
          return refresh();
        });
      queued = run;
      tail = run;
      return run;
    },
  };
}
