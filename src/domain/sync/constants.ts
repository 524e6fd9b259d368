/**
 * The change feed's constants, without zod: the reader's device needs them when its sync
 * engine starts, during a first visit's load, and importing change.ts would evaluate zod
 * and the feed's schemas there (about 24 KB compressed) for a few numbers.
 */

export const SYNC_ENTITIES = [
  'poets',
  'poems',
  'themes',
  'tags',
  'singers',
  'audios',
  'difficultWords',
] as const;

/**
 * The wire format of the mirror the server serves (the rows' fields, the change shape). A
 * client sends the version its mirror was built for as `schema`; below
 * SYNC_MIN_SCHEMA_VERSION the server answers 410 and the client rebuilds its mirror from 0.
 */
export const SYNC_SCHEMA_VERSION = 1;
export const SYNC_MIN_SCHEMA_VERSION = 1;

/**
 * GET /api/sync answers 410 (Gone) when the client must reset: clear its mirror (keeping its
 * downloaded audio and its outbox) and pull again from `since=0`. Either its cursor is at or
 * below the tombstone horizon (deletes it may have missed were pruned), or its `schema` is no
 * longer served.
 */
export const SYNC_RESET_STATUS = 410;
