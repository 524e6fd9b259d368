/**
 * The reader's library on the wire (`/api/me/library`): a push of operations, the account's
 * feed of them since a cursor, the export file and the erase. One definition for the server's
 * validation and OpenAPI and for the client.
 */
import { z } from 'zod';
import { LibraryOpSchema } from './operation';

/** Operations per push: an outbox flushes in batches of this size. */
export const PUSH_MAX_OPS = 500;
/** Operations one import file may hold. */
export const IMPORT_MAX_OPS = 20_000;
/** Operations per feed page. */
export const FEED_MAX_LIMIT = 500;

const GenerationSchema = z.number().int().min(0).max(1_000_000);

export const LibraryPushSchema = z.strictObject({
  /** The erase generation the device's copy belongs to (0 before any erase). */
  generation: GenerationSchema,
  ops: z.array(LibraryOpSchema).min(1).max(PUSH_MAX_OPS),
});

export const LibraryStoredSchema = z.object({
  /** Operations new to the server. */
  stored: z.number().int(),
  /** Operations it already had (a retried push): stored nothing. */
  repeated: z.number().int(),
  generation: z.number().int(),
});

export const LibraryFeedQuerySchema = z.object({
  since: z.coerce.number().int().min(0).default(0),
  generation: z.coerce.number().int().min(0).optional(),
  limit: z.coerce.number().int().min(1).max(FEED_MAX_LIMIT).default(200),
});

export const LibraryFeedSchema = z.object({
  generation: z.number().int(),
  /** Send it back as `since`. */
  cursor: z.number().int(),
  hasMore: z.boolean(),
  ops: z.array(LibraryOpSchema),
});

export const LIBRARY_FILE_FORMAT = 'taalif-library';

/** The export file, also what an import reads. */
export const LibraryFileSchema = z.object({
  format: z.literal(LIBRARY_FILE_FORMAT),
  version: z.literal(1),
  exportedAt: z.string().max(40),
  ops: z.array(LibraryOpSchema).max(IMPORT_MAX_OPS),
});

export const LibraryErasedSchema = z.object({ generation: z.number().int() });
