/**
 * The wire contract of the change feed (DESIGN.md section 5), shared by the
 * server that writes it and the client and service worker that read it.
 * Every row carries `rev`; a delete is a tombstone `{entity, id, rev}`.
 */
import { z } from 'zod';
import { SYNC_ENTITIES } from './constants';

// The constants live apart (no zod there) for the client's sync engine; the contract names them too.
export { SYNC_ENTITIES, SYNC_MIN_SCHEMA_VERSION, SYNC_SCHEMA_VERSION } from './constants';

export const SyncEntitySchema = z.enum(SYNC_ENTITIES);
export type SyncEntity = z.infer<typeof SyncEntitySchema>;

export const SyncQuerySchema = z.object({
  since: z.coerce
    .number()
    .int('Since must be a whole number')
    .min(0, 'Since must be 0 or more')
    .default(0),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'Limit must be at least 1')
    .max(5000, 'Limit must be at most 5000')
    .default(1000),
  /** The mirror wire-format version the client was built for (SYNC_SCHEMA_VERSION). */
  schema: z.coerce
    .number()
    .int('Schema must be a whole number')
    .min(0, 'Schema must be 0 or more')
    .optional(),
  /**
   * The `horizon` of the answer that began this mirror (its pull from since=0). While the
   * server's horizon has not moved past it, nothing this mirror needs was pruned, so a
   * cursor below the horizon taken during that pull is still good (see the sync route).
   */
  horizon: z.coerce
    .number()
    .int('Horizon must be a whole number')
    .min(0, 'Horizon must be 0 or more')
    .optional(),
});

export const ChangeSchema = z.discriminatedUnion('op', [
  z.object({
    op: z.literal('put'),
    entity: SyncEntitySchema,
    rev: z.number().int(),
    row: z.record(z.string(), z.unknown()),
  }),
  z.object({
    op: z.literal('delete'),
    entity: SyncEntitySchema,
    rev: z.number().int(),
    id: z.string(),
  }),
]);
export type Change = z.infer<typeof ChangeSchema>;

export const SyncResponseSchema = z.object({
  changes: z.array(ChangeSchema),
  /** Pass it back as `since` to get what follows. */
  cursor: z.number().int(),
  hasMore: z.boolean(),
  /**
   * The tombstone horizon read before this page's rows: every delete at or below it had
   * been pruned before these rows were read. A client keeps the one of its pull from 0
   * and sends it back as `horizon`.
   */
  horizon: z.number().int(),
});
export type SyncResponse = z.infer<typeof SyncResponseSchema>;
