/**
 * A record's history as the API shows it (`GET /api/poems/:id/revisions`, and the same under
 * poets, difficult words and audios): every version the record reached, who saved it and
 * when; one revision with its values; and the body of a restore, which names the version the
 * administrator read so that a restore over a newer save is refused like any stale save.
 */
import { z } from 'zod';
import { PageQuerySchema } from '../paging';
import { IdSchema } from './common';

/** The resources whose saves keep revisions (the first segment of their URL under /api). */
export const REVISIONED_ENTITIES = ['poems', 'poets', 'difficult-words', 'audios'] as const;
export type RevisionedEntity = (typeof REVISIONED_ENTITIES)[number];

export const isRevisionedEntity = (entity: string): entity is RevisionedEntity =>
  (REVISIONED_ENTITIES as readonly string[]).includes(entity);

/** `?page&size`: no sort, a history is always newest first. */
export const RevisionPageQuerySchema = PageQuerySchema.omit({ sort: true });

export const RevisionParamsSchema = z.object({
  id: IdSchema,
  revisionId: z.coerce
    .number()
    .int('Revision must be a whole number')
    .positive('Revision must be a whole number'),
});

export const RevisionSummarySchema = z.object({
  id: z.number().int(),
  /** The record's version this save made. */
  version: z.number().int(),
  /** ISO time of the save. */
  at: z.string(),
  /** Who saved: null for the seed, a script, or the baseline kept when history began. */
  actor: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type RevisionSummary = z.infer<typeof RevisionSummarySchema>;

export const RevisionSchema = RevisionSummarySchema.extend({
  /** The record's fields as saved (API names), counters and timestamps aside. */
  values: z.record(z.string(), z.unknown()),
});
export type Revision = z.infer<typeof RevisionSchema>;

export const RestoreRevisionSchema = z.object({
  /** The record's version the administrator read: a newer save makes the restore a 409. */
  version: z.number().int().positive(),
});
