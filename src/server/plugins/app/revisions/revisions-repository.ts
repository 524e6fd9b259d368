/**
 * Reads of the revisions the database keeps on every save (migrations/0008_revisions.sql):
 * a record's history, newest first, with who saved each version; one revision with its
 * values, named as the API names fields; and, for the audit log, a revision beside the one
 * before it. Nothing here writes a revision: the triggers do, in the saving transaction, and
 * a restore is an ordinary save (routes/revision-routes.ts).
 */
import { and, count, desc, eq, inArray, lt, max } from 'drizzle-orm';
import { toPage, type Page, type PageQuery } from '@domain/paging';
import type { Revision, RevisionSummary, RevisionedEntity } from '@domain/schemas/revision';
import type { Db } from '../../../db/client';
import { revisions, users } from '../../../db/schema';
import { repositoryPlugin } from '../shared/repository-plugin';

/** `poem_id` → `poemId`: the trigger keeps column names, the API speaks in field names. */
const fieldName = (column: string) =>
  column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

const toValues = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [fieldName(key), value]));

const summary = {
  id: revisions.id,
  version: revisions.version,
  at: revisions.at,
  actorId: revisions.actorId,
  actorName: users.displayName,
};

type SummaryRow = {
  id: number;
  version: number;
  at: string;
  actorId: string | null;
  actorName: string | null;
};

// An account deleted since keeps its revisions; it is named by its id's beginning.
const toSummary = (row: SummaryRow): RevisionSummary => ({
  id: row.id,
  version: row.version,
  at: row.at,
  actor: row.actorId ? { id: row.actorId, name: row.actorName ?? row.actorId.slice(0, 8) } : null,
});

/** A saved revision's values and those of the revision before it (none for a first one). */
export interface SavedChange {
  values: Record<string, unknown>;
  previous: Record<string, unknown> | undefined;
}

export function createRevisionsRepository(db: Db) {
  const ofRecord = (entity: RevisionedEntity, recordId: string) =>
    and(eq(revisions.entity, entity), eq(revisions.recordId, recordId));

  async function find(
    entity: RevisionedEntity,
    recordId: string,
    revisionId: number,
  ): Promise<Revision | undefined> {
    const [row] = await db
      .select({ ...summary, values: revisions.values })
      .from(revisions)
      .leftJoin(users, eq(users.id, revisions.actorId))
      .where(and(ofRecord(entity, recordId), eq(revisions.id, revisionId)));
    return row && { ...toSummary(row), values: toValues(row.values) };
  }

  return {
    /** A page of the record's revisions, newest first; empty when it has none. */
    async page(
      entity: RevisionedEntity,
      recordId: string,
      query: Omit<PageQuery, 'sort'>,
    ): Promise<Page<RevisionSummary>> {
      const where = ofRecord(entity, recordId);
      const [rows, [total]] = await Promise.all([
        db
          .select(summary)
          .from(revisions)
          .leftJoin(users, eq(users.id, revisions.actorId))
          .where(where)
          .orderBy(desc(revisions.id))
          .limit(query.size)
          .offset(query.page * query.size),
        db.select({ n: count() }).from(revisions).where(where),
      ]);
      return toPage(rows.map(toSummary), total?.n ?? 0, { ...query, sort: undefined });
    },

    find,

    /**
     * The newest revision of a record (by `actorId` when given: the one an administrator's
     * save just made), for the audit line of that write.
     */
    async latestId(entity: RevisionedEntity, recordId: string, actorId?: string) {
      const [row] = await db
        .select({ id: max(revisions.id) })
        .from(revisions)
        .where(
          and(ofRecord(entity, recordId), actorId ? eq(revisions.actorId, actorId) : undefined),
        );
      return row?.id ?? undefined;
    },

    /** Revisions by id, each with the values of the one before it (same record), for the log. */
    async withPrevious(ids: number[]): Promise<Map<number, SavedChange>> {
      const result = new Map<number, SavedChange>();
      if (!ids.length) return result;
      const rows = await db.select().from(revisions).where(inArray(revisions.id, ids));
      for (const row of rows) {
        const [before] = await db
          .select({ values: revisions.values })
          .from(revisions)
          .where(
            and(ofRecord(row.entity as RevisionedEntity, row.recordId), lt(revisions.id, row.id)),
          )
          .orderBy(desc(revisions.id))
          .limit(1);
        result.set(row.id, {
          values: toValues(row.values),
          previous: before ? toValues(before.values) : undefined,
        });
      }
      return result;
    },
  };
}

export type RevisionsRepository = ReturnType<typeof createRevisionsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    revisionsRepository: RevisionsRepository;
  }
}

export default repositoryPlugin('revisionsRepository', createRevisionsRepository);
