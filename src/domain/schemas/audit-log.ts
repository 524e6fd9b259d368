/**
 * The audit log as the API shows it (`GET /api/audit-log`): one line per administrator
 * write, newest first, filtered by the entity written and by the administrator who wrote.
 * Lines are written by the server itself (plugins/app/app-wide/audit.ts); nothing edits them.
 */
import { z } from 'zod';
import { PageQuerySchema } from '../paging';
import { AUDIT_ENTITIES } from '../audit';
import { IdSchema } from './common';

const AuditEntitySchema = z.enum(AUDIT_ENTITIES, {
  error: `Entity must be one of: ${AUDIT_ENTITIES.join(', ')}`,
});

/** `?page&size&entity&actorId`: no sort, the log is always newest first. */
export const AuditLogQuerySchema = PageQuerySchema.omit({ sort: true }).extend({
  entity: AuditEntitySchema.optional(),
  actorId: IdSchema.optional(),
});
export type AuditLogQuery = z.output<typeof AuditLogQuerySchema>;

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  /** ISO time of the write. */
  at: z.string(),
  /** The administrator (null when their account was deleted since). */
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  /** `METHOD /api/route/:pattern`, as the server routed it. */
  action: z.string(),
  entity: z.string(),
  /** The record written, when the route names one (null for e.g. a logout). */
  entityId: z.string().nullable(),
  /** The body's field names (never their values: they may hold passwords). */
  fields: z.array(z.string()),
  /** The record's name (a title, a name, a word) when it can be told; null otherwise. */
  name: z.string().nullable(),
  /**
   * The revision the write made (a delete: the record's last), for records that keep a
   * history (poems, poets, difficult words, recordings); null for the others.
   */
  revisionId: z.number().int().nullable(),
  /** What the save changed, from the revision before it: each field before and after. */
  changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** An administrator who appears in the log, for the filter. */
export const AuditActorSchema = z.object({ id: z.string(), email: z.string().nullable() });
export type AuditActor = z.infer<typeof AuditActorSchema>;
