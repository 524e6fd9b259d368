/**
 * Reads of the audit log (written by app-wide/audit.ts, never edited): a page of lines,
 * newest first, optionally of one entity and one administrator; and the administrators who
 * appear in it, for the screen's filter (a demoted or deleted one included, with the e-mail
 * the line kept).
 */
import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import { toPage, type Page } from '@domain/paging';
import type { AuditActor, AuditEntry, AuditLogQuery } from '@domain/schemas/audit-log';
import type { Db } from '../../../db/client';
import { auditLog } from '../../../db/schema';
import { repositoryPlugin } from '../shared/repository-plugin';
import { auditOperation } from '@domain/audit';
import { changedFieldValues, recordName } from '@domain/revisions/compare-records';
import { createRevisionsRepository } from '../revisions/revisions-repository';
import { currentNames } from './record-names';

type Row = typeof auditLog.$inferSelect;

const fieldsOf = (detail: unknown): string[] => {
  const fields = (detail as { fields?: unknown } | null)?.fields;
  return Array.isArray(fields) ? fields.filter((f): f is string => typeof f === 'string') : [];
};

const revisionOf = (detail: unknown): number | null => {
  const revision = (detail as { revision?: unknown } | null)?.revision;
  return typeof revision === 'number' ? revision : null;
};

const toEntry = (row: Row): AuditEntry => ({
  id: row.id,
  at: row.at,
  actorId: row.actorId,
  actorEmail: row.actorEmail,
  action: row.action,
  entity: row.entity,
  entityId: row.entityId,
  fields: fieldsOf(row.detail),
  name: null,
  revisionId: revisionOf(row.detail),
  changes: [],
});

export function createAuditLogRepository(db: Db) {
  const revisions = createRevisionsRepository(db);

  /** Each line with its record's name and, for a save, the fields it changed. */
  async function described(entries: AuditEntry[]): Promise<AuditEntry[]> {
    const saved = await revisions.withPrevious(
      entries.flatMap((e) => (e.revisionId ? [e.revisionId] : [])),
    );
    const names = await currentNames(
      db,
      entries.flatMap((e) =>
        e.entityId && !e.revisionId ? [{ entity: e.entity, id: e.entityId }] : [],
      ),
    );
    return entries.map((entry) => {
      const change = entry.revisionId ? saved.get(entry.revisionId) : undefined;
      const operation = auditOperation(entry.action);
      return {
        ...entry,
        name: change
          ? recordName(change.values)
          : (names.get(`${entry.entity}/${entry.entityId}`) ?? null),
        changes:
          change && operation !== 'delete'
            ? changedFieldValues(change.previous, change.values)
            : [],
      };
    });
  }

  return {
    /** A page of lines, newest first (ties: the later insert first). */
    async page(query: AuditLogQuery): Promise<Page<AuditEntry>> {
      const where = and(
        query.entity ? eq(auditLog.entity, query.entity) : undefined,
        query.actorId ? eq(auditLog.actorId, query.actorId) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .limit(query.size)
          .offset(query.page * query.size),
        db.select({ n: count() }).from(auditLog).where(where),
      ]);
      const entries = await described(rows.map(toEntry));
      return toPage(entries, total?.n ?? 0, { ...query, sort: undefined });
    },

    /** Every administrator who wrote something, with the latest e-mail the log kept. */
    async actors(): Promise<AuditActor[]> {
      const rows = await db
        .selectDistinctOn([auditLog.actorId], { id: auditLog.actorId, email: auditLog.actorEmail })
        .from(auditLog)
        .where(isNotNull(auditLog.actorId))
        .orderBy(auditLog.actorId, desc(auditLog.id));
      return rows
        .flatMap((r) => (r.id ? [{ id: r.id, email: r.email }] : []))
        .sort((a, b) => (a.email ?? '').localeCompare(b.email ?? ''));
    },
  };
}

export type AuditLogRepository = ReturnType<typeof createAuditLogRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    auditLogRepository: AuditLogRepository;
  }
}

export default repositoryPlugin('auditLogRepository', createAuditLogRepository);
