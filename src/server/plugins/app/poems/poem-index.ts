/**
 * An in-process index of every poem's text (id, title, poet, content and their folded search
 * forms), in the anthology's order (created_at, id). Search and word statistics scan it
 * instead of reading and folding every poem from the database on each request.
 *
 * Consistency argument: the index never answers from stale data. Each use first pulls what
 * changed since its cursor, exactly like an offline client reads the change feed: poem rows
 * with `rev > cursor` and poem tombstones with `rev > cursor`, in rev order, a page at a time
 * (PULL_ROWS), each page one statement. Content writes are serialized by the change-feed
 * triggers and every row written takes a new rev, so revs become visible in order, a row
 * written while the pages are read comes back on a later page with its new rev, and the
 * cursor never skips a write. Tombstones older than the retention are pruned
 * (sync-repository.ts) and the highest rev pruned is kept as the horizon, which every page
 * reads too: when the horizon has passed both the cursor and the horizon the index was
 * filled from, deletions the index has not seen may be gone with their tombstones, so it
 * starts again from the rows that exist, as a device does after a 410. So several instances
 * behind a load balancer each keep their own index and all answer the database's current
 * state; an unchanged database costs one statement of two empty index range scans and a
 * primary-key read per request.
 *
 * Why pages: the first use reads every poem. In one statement, every poem's row (PGlite's
 * parsed messages, then drizzle's rows) was alive at once beside the index being built, a
 * transient that grows with the anthology; a page at a time it is PULL_ROWS rows whatever its
 * size. (On the 10,000-poem benchmark corpus the serving peak moved within the noise:
 * docs/benchmarks.md, "Footprint of the embedded default".) The horizon the index was filled
 * from also keeps an index whose newest changes were pruned deletions from being filled again
 * on every use.
 *
 * Drafts and scheduled poems are indexed too (administrators search them), but `poems` holds
 * only those published at the time of the snapshot: when a scheduled poem's date passes, the
 * next snapshot lists it under a new generation, though no row changed.
 *
 * It deliberately holds no counters (views, likes): a counter bump moves `rev`, and the row is
 * re-read, but its folded texts are reused when `version` (edits only) did not change.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { appMeta, poems, tombstones } from '../../../db/schema';
import { HORIZON_KEY } from '../sync/sync-repository';
import { foldText } from '@domain/words';

/** Changes read per statement (see "Why pages" above). */
const PULL_ROWS = 500;

/** One poem as the index holds it. */
export interface IndexedPoem {
  id: string;
  slug: string | null;
  title: string;
  poetId: string;
  content: string;
  version: number;
  /** Since when readers see it (milliseconds); null for a draft. */
  publishedAt: number | null;
  /** created_at as sortable text (UTC, microseconds), then the id: the anthology order. */
  orderKey: string;
  foldedTitle: string;
  foldedContent: string;
}

/**
 * The poems at one moment; `generation` changes whenever a title, content or membership of
 * either list does (a publication date passing included).
 */
export interface PoemIndexSnapshot {
  /** The poems readers see now, in the anthology order. */
  poems: readonly IndexedPoem[];
  /** Every poem, drafts and scheduled ones too (for administrators), in the anthology order. */
  all: readonly IndexedPoem[];
  generation: number;
}

const publishedBy = (now: number) => (poem: IndexedPoem) =>
  poem.publishedAt !== null && poem.publishedAt <= now;

export interface PoemIndex {
  /** Returns every poem, current as of this call, in the anthology order. */
  snapshot(): Promise<PoemIndexSnapshot>;
}

/** Creates an empty index that fills itself on first use, `pullRows` changes per statement. */
export function createPoemIndex(db: Db, pullRows = PULL_ROWS): PoemIndex {
  const byId = new Map<string, IndexedPoem>();
  /** Every change up to this rev is applied. */
  let cursor = 0;
  /** The horizon when the index was last filled from nothing (pruned before it started). */
  let filledFrom = 0;
  let ordered: IndexedPoem[] | null = [];
  let published: IndexedPoem[] = [];
  /** The next publication date still to come (ms), when the published list changes by itself. */
  let nextPublication = Infinity;
  let generation = 0;
  let tail: Promise<unknown> = Promise.resolve();
  let queued: Promise<PoemIndexSnapshot> | null = null;

  /**
   * The first `pullRows` changes after `from` in rev order, and the horizon (as a row of its
   * own, `horizon` set, rev 0 so it comes first), in ONE statement, so they share a snapshot.
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
        publishedAt: poems.publishedAt,
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
            publishedAt: sql<string | null>`null::timestamptz`,
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
            publishedAt: sql<string | null>`null::timestamptz`,
            created: sql<string>`null::text`,
          })
          .from(appMeta)
          .where(eq(appMeta.key, HORIZON_KEY)),
      )
      .orderBy(poems.rev)
      .limit(pullRows + 1);
  }

  type Change = Awaited<ReturnType<typeof pull>>[number];

  function apply(row: Change) {
    const known = byId.get(row.id);
    if (row.deleted) {
      if (known) {
        byId.delete(row.id);
        ordered = null;
      }
      return;
    }
    if (known && known.version === row.version) return;
    byId.set(row.id, {
      id: row.id,
      slug: row.slug,
      title: row.title,
      poetId: row.poetId,
      content: row.content,
      version: row.version,
      publishedAt: row.publishedAt === null ? null : Date.parse(row.publishedAt),
      orderKey: `${row.created} ${row.id}`,
      foldedTitle: foldText(row.title),
      foldedContent: foldText(row.content),
    });
    ordered = null;
  }

  /** Applies every change after the cursor, page by page; from nothing when pruning passed it. */
  async function catchUp() {
    for (;;) {
      const rows = await pull(cursor);
      const horizon = Number(rows.find((row) => row.horizon !== null)?.horizon ?? 0);
      if (cursor === 0 && byId.size === 0) filledFrom = horizon;
      else if (horizon > Math.max(cursor, filledFrom)) {
        byId.clear();
        ordered = null;
        cursor = 0;
        continue;
      }
      // In rev order: a poem deleted and written again (same id) shows up twice.
      const changes = rows.filter((row) => row.horizon === null);
      for (const row of changes) {
        apply(row);
        cursor = Math.max(cursor, row.rev);
      }
      if (changes.length < pullRows) return;
    }
  }

  async function refresh(): Promise<PoemIndexSnapshot> {
    await catchUp();
    const now = Date.now();
    if (!ordered || now >= nextPublication) {
      generation += 1;
      ordered ??= [...byId.values()].sort((a, b) =>
        a.orderKey < b.orderKey ? -1 : a.orderKey > b.orderKey ? 1 : 0,
      );
      published = ordered.filter(publishedBy(now));
      nextPublication = ordered.reduce(
        (next, p) =>
          p.publishedAt !== null && p.publishedAt > now ? Math.min(next, p.publishedAt) : next,
        Infinity,
      );
    }
    return { poems: published, all: ordered, generation };
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
