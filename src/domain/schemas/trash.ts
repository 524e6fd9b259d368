/**
 * The trash as the API shows it (`GET /api/trash`): what was deleted (a poem with its
 * recordings and difficult words, a poet, a recording), who deleted it, when, and when the
 * server purges it for good. Deleting one of these moves it here whole; a restore puts it
 * back whole; emptying the trash (or removing one item) is the only irreversible delete.
 */
import { z } from 'zod';
import { IdSchema } from './common';

export const TRASH_ENTITIES = ['poems', 'poets', 'audios'] as const;
export type TrashEntity = (typeof TRASH_ENTITIES)[number];

export const TrashItemSchema = z.object({
  /** The deleted record's own id (restored under the same id). */
  id: IdSchema,
  entity: z.enum(TRASH_ENTITIES),
  /** The poem's or recording's title, the poet's name. */
  title: z.string(),
  /** A recording's poem (null for poems and poets). */
  parentTitle: z.string().nullable(),
  /** ISO time of the delete. */
  deletedAt: z.string(),
  /** The administrator who deleted it (null when unknown). */
  deletedByEmail: z.string().nullable(),
  /** ISO time after which the server purges it (deletedAt + TRASH_RETENTION_DAYS). */
  expiresAt: z.string(),
  /** What comes back with it: a poem's recordings and difficult words (0 for the others). */
  recordings: z.number().int(),
  difficultWords: z.number().int(),
});
export type TrashItem = z.infer<typeof TrashItemSchema>;

/** The answer of a restore: the record back in its table. */
export const RestoredSchema = z.object({ entity: z.enum(TRASH_ENTITIES), id: IdSchema });
export type Restored = z.infer<typeof RestoredSchema>;

export const EmptiedSchema = z.object({
  /** How many items were deleted for good. */
  removed: z.number().int(),
});

const DAY_MS = 24 * 3600 * 1000;

/** Whole days before the purge (0 on its last day or after), for "n days left". */
export const trashDaysLeft = (expiresAt: string, now: Date): number =>
  Math.max(0, Math.floor((Date.parse(expiresAt) - now.getTime()) / DAY_MS));
