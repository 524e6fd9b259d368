/**
 * An in-process index of every poem's text (id, title, poet, content and their folded search
 * forms), in the anthology's order (created_at, id). Search and word statistics scan it
 * instead of reading and folding every poem from the database on each request.
 *
 * Consistency argument: the index never answers from stale data. Each use first pulls what
 * changed since its cursor, exactly like an offline client reads the change feed: poem rows
 * with `rev > cursor` and poem tombstones with `rev > cursor`, in one statement (one
 * snapshot). Content writes are serialized by the change-feed triggers, so revs become
 * visible in order and the cursor never skips a write; tombstones are never pruned (the feed
 * relies on that too, see sync-repository.ts). So several instances behind a load balancer
 * each keep their own index and all answer the database's current state; an unchanged
 * database costs one statement of two empty index range scans per request.
 *
 * It deliberately holds no counters (views, likes): a counter bump moves `rev`, and the row is
 * re-read, but its folded texts are reused when `version` (edits only) did not change.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { poems, tombstones } from '../../../db/schema';
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

  /** What changed since the cursor, in ONE statement, so rows and tombstones share a snapshot. */
  async function pull() {
    return db
      .select({
        id: poems.id,
        rev: poems.rev,
        deleted: sql<boolean>`false`,
        slug: poems.slug,
        title: poems.title,
        poetId: poems.poetId,
        content: poems.content,
        version: poems.version,
        created: sql<string>`to_char(${poems.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`,
      })
      .from(poems)
      .where(gt(poems.rev, cursor))
      .unionAll(
        db
          .select({
            id: tombstones.id,
            rev: tombstones.rev,
            deleted: sql<boolean>`true`,
            slug: sql<string | null>`null::text`,
            title: sql<string>`null::text`,
            poetId: sql<string>`null::uuid`,
            content: sql<string>`null::text`,
            version: sql<number>`null::int`,
            created: sql<string>`null::text`,
          })
          .from(tombstones)
          .where(and(eq(tombstones.entity, 'poems'), gt(tombstones.rev, cursor))),
      );
  }

  async function refresh(): Promise<PoemIndexSnapshot> {
    let next = cursor;
    // A poem deleted and written again (same id) shows up twice: apply in rev order.
    for (const row of (await pull()).sort((a, b) => a.rev - b.rev)) {
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
