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
