/**
 * Building blocks shared by every entity schema: ids, localized texts, the
 * bookkeeping fields that every synced row carries (see DESIGN.md section 5).
 */
import { z } from 'zod';
import { ID_PATTERN } from '../ids';

/** A UUID (the server makes UUIDv7): ids.ts's ID_PATTERN, `format: uuid` in the OpenAPI. */
export const IdSchema = z.stringFormat('uuid', ID_PATTERN, { error: 'Must be a valid id' });

const optionalText = z.string().trim().max(20_000).optional();

/** A text given in some of the product's languages. */
export const LocalizedTextSchema = z.object({
  fr: optionalText,
  en: optionalText,
  ar: optionalText,
  wol: optionalText,
});
export type LocalizedText = z.infer<typeof LocalizedTextSchema>;

/** Fields every content row carries: rev orders the change feed, version guards edits. */
export const RowMetaSchema = z.object({
  createdAt: z.string(),
  updatedAt: z.string(),
  rev: z.number().int(),
  version: z.number().int(),
});

/** Optimistic concurrency: an update names the version it was based on. */
export const VersionSchema = z.object({
  version: z.number().int().positive().optional(),
});

export const YearSchema = z
  .number()
  .int('Year must be a whole number')
  .min(-3000, 'Year is out of range')
  .max(3000, 'Year is out of range');

/** A URL or a site-relative path (photos and covers may be served by us). */
export const ImageUrlSchema = z
  .string()
  .trim()
  .max(2000)
  // A site path (not a protocol-relative `//host/…`) or an absolute http(s) URL.
  .refine((v) => /^\/(?!\/)/.test(v) || /^https?:\/\//i.test(v), {
    message: 'Must be an http(s) URL or a path',
    params: { code: 'invalid_url' },
  });

export const requiredText = (message: string, max = 500) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);
