/**
 * The curators' desk (`GET /api/desk`, administrators only): the work waiting, counted on
 * the server in one read (each count links to its filtered list in the dashboard), and the
 * latest lines of the audit log. The drafts an administrator keeps on a device are that
 * device's own business and never reach the server.
 */
import { z } from 'zod';
import { AuditEntrySchema } from './audit-log';

const Count = z.number().int().nonnegative();

/** How many lines of the audit log the desk shows. */
export const DESK_ACTIVITY_SIZE = 8;

export const DeskSchema = z.object({
  poems: z.object({
    /** Saved without a publication date: readers never see them. */
    draft: Count,
    /** With a publication date still to come. */
    scheduled: Count,
  }),
  recordings: z.object({
    /** Without WebVTT: readers get no highlighting. */
    untimed: Count,
    /** Timed, but flagged for review (their file was replaced). */
    review: Count,
    /** With readers' drift reports about their current timing. */
    reported: Count,
  }),
  /** Items in the trash (poems, poets, recordings), restorable until purged. */
  trash: Count,
  /** The latest administrator writes, newest first. */
  activity: z.array(AuditEntrySchema),
});
export type Desk = z.infer<typeof DeskSchema>;
