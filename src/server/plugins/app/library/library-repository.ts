/**
 * A reader's own library (db/schema.ts `libraryOps`, `libraryGenerations`): the operations
 * their devices pushed, read back as a feed by the account's other devices. Every function
 * takes the account id and touches only that account's rows; the routes pass the signed-in
 * account, never one from the request.
 *
 * The server does not merge: it keeps every operation once (the account and the clock stamp
 * name it, so a retried push or an imported file stores nothing twice) and hands them out in
 * the order it stored them; each device merges with @domain/library (a join, so the order
 * and repeats do not matter). Import is therefore a merge by construction: it adds operations
 * and never replaces any.
 *
 * The feed's order: `seq` comes from one sequence, and a transaction that took a lower seq
 * could commit after one that took a higher one, so a reader could move its cursor past a row
 * not yet visible. Writes of one account take a transaction-scoped advisory lock on the
 * account first, so within an account seqs commit in the order they were taken; other
 * accounts' rows interleave in the sequence but are never in this account's feed.
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { parseHlc } from '@domain/library/hlc';
import type { LibraryOp } from '@domain/library/operation';
import type { Db } from '../../../db/client';
import { libraryGenerations, libraryOps } from '../../../db/schema';
import type { Executor } from '../shared/executor';
import { repositoryPlugin } from '../shared/repository-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    libraryRepository: ReturnType<typeof createLibraryRepository>;
  }
}

export interface StoredCount {
  stored: number;
  repeated: number;
  generation: number;
}

/** The insert batch size: well under PostgreSQL's 65,535 bind parameters (5 per row). */
const INSERT_BATCH = 1000;

const toOp = (row: { hlc: string; kind: string; payload: Record<string, unknown> }) =>
  ({ ...row.payload, hlc: row.hlc, kind: row.kind }) as LibraryOp;

async function generationOf(db: Executor, accountId: string): Promise<number> {
  const [row] = await db
    .select({ generation: libraryGenerations.generation })
    .from(libraryGenerations)
    .where(eq(libraryGenerations.accountId, accountId));
  return row?.generation ?? 0;
}

/** Serializes this account's library writes until the transaction ends (see the header). */
const lockAccount = (tx: Executor, accountId: string) =>
  tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`library|${accountId}`}))`);

export function createLibraryRepository(db: Db) {
  /** Stores the operations the account does not have yet. */
  async function store(tx: Executor, accountId: string, ops: LibraryOp[]) {
    let stored = 0;
    for (let start = 0; start < ops.length; start += INSERT_BATCH) {
      const rows = ops.slice(start, start + INSERT_BATCH).map(({ hlc, kind, ...payload }) => ({
        accountId,
        hlc,
        device: parseHlc(hlc).device,
        kind,
        payload,
      }));
      const inserted = await tx
        .insert(libraryOps)
        .values(rows)
        .onConflictDoNothing({ target: [libraryOps.accountId, libraryOps.hlc] })
        .returning({ seq: libraryOps.seq });
      stored += inserted.length;
    }
    return stored;
  }

  return {
    generation: (accountId: string) => generationOf(db, accountId),

    /**
     * A device's push. `erased` when the device's copy belongs to an earlier generation (the
     * library was erased since): it stores nothing, and the device starts again empty.
     */
    async push(
      accountId: string,
      generation: number,
      ops: LibraryOp[],
    ): Promise<StoredCount | { erased: number }> {
      return db.transaction(async (tx) => {
        await lockAccount(tx, accountId);
        const current = await generationOf(tx, accountId);
        if (generation !== current) return { erased: current };
        // One operation twice in one push counts once.
        const unique = [...new Map(ops.map((op) => [op.hlc, op])).values()];
        const stored = await store(tx, accountId, unique);
        return { stored, repeated: ops.length - stored, generation: current };
      });
    },

    /** Operations of an imported file, into the current generation (a merge, never a replace). */
    async import(accountId: string, ops: LibraryOp[]): Promise<StoredCount> {
      return db.transaction(async (tx) => {
        await lockAccount(tx, accountId);
        const unique = [...new Map(ops.map((op) => [op.hlc, op])).values()];
        const stored = await store(tx, accountId, unique);
        return {
          stored,
          repeated: ops.length - stored,
          generation: await generationOf(tx, accountId),
        };
      });
    },

    /** The account's operations stored after `since`, in order, at most `limit`. */
    async since(accountId: string, since: number, limit: number) {
      const rows = await db
        .select({
          seq: libraryOps.seq,
          hlc: libraryOps.hlc,
          kind: libraryOps.kind,
          payload: libraryOps.payload,
        })
        .from(libraryOps)
        .where(and(eq(libraryOps.accountId, accountId), gt(libraryOps.seq, since)))
        .orderBy(asc(libraryOps.seq))
        .limit(limit + 1);
      const page = rows.slice(0, limit);
      return {
        ops: page.map(toOp),
        cursor: page.at(-1)?.seq ?? since,
        hasMore: rows.length > limit,
      };
    },

    /** Every operation of the account, in the order stored (the export file). */
    async all(accountId: string): Promise<LibraryOp[]> {
      const rows = await db
        .select({ hlc: libraryOps.hlc, kind: libraryOps.kind, payload: libraryOps.payload })
        .from(libraryOps)
        .where(eq(libraryOps.accountId, accountId))
        .orderBy(asc(libraryOps.seq));
      return rows.map(toOp);
    },

    /** Deletes the account's every operation and moves its generation on. */
    async erase(accountId: string): Promise<{ generation: number }> {
      return db.transaction(async (tx) => {
        await lockAccount(tx, accountId);
        await tx.delete(libraryOps).where(eq(libraryOps.accountId, accountId));
        const [row] = await tx
          .insert(libraryGenerations)
          .values({ accountId, generation: 1 })
          .onConflictDoUpdate({
            target: libraryGenerations.accountId,
            set: { generation: sql`${libraryGenerations.generation} + 1` },
          })
          .returning({ generation: libraryGenerations.generation });
        return { generation: row!.generation };
      });
    },
  };
}

export default repositoryPlugin('libraryRepository', createLibraryRepository);
