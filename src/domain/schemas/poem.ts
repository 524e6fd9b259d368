import { z } from 'zod';
import {
  IdSchema,
  ImageUrlSchema,
  LocalizedTextSchema,
  RowMetaSchema,
  VersionSchema,
  YearSchema,
  requiredText,
} from './common';
import { wolofalMisalignment } from '../wolofal/wolofal-alignment';
import { PublishedAtInputSchema } from '../publication/publication';

/** The fields a list of poems may be sorted by (`?sort=field,asc`); others are a 400. */
export const POEM_SORT_FIELDS = [
  'title',
  'year',
  'views',
  'likes',
  'createdAt',
] as const satisfies readonly (keyof Poem)[];
export type PoemSortField = (typeof POEM_SORT_FIELDS)[number];

const poemFields = {
  title: requiredText('Title is required', 300),
  /** Wolof text: stanzas separated by a blank line, verses by newlines. */
  content: requiredText('Content is required', 200_000),
  /**
   * The same text in Wolofal (Wolof in Arabic script), laid out like `content`: as many
   * stanzas, each with as many verses (src/domain/wolofal). Blank or null: no Wolofal.
   */
  wolofal: z.string().max(200_000, 'At most 200000 characters').nullable().optional(),
  translations: LocalizedTextSchema.nullable().optional(),
  summary: LocalizedTextSchema.nullable().optional(),
  historicalContext: z.string().trim().max(20_000).nullable().optional(),
  sourceUrl: z
    .url({ protocol: /^https?$/, error: 'Must be an http(s) URL' })
    .max(2000)
    .nullable()
    .optional(),
  poetId: IdSchema,
  themeId: IdSchema.nullable().optional(),
  tagIds: z.array(IdSchema).max(50, 'At most 50 tags').optional(),
  year: YearSchema.nullable().optional(),
  coverUrl: ImageUrlSchema.nullable().optional(),
  /** Null: a draft; 'now': published at the server's time; a date: from then (publication.ts). */
  publishedAt: PublishedAtInputSchema.optional(),
};

/**
 * The Wolofal must stand beside the Latin (a field error on `wolofal` saying where it does
 * not). Checked when a body has both; an update of one of them alone is checked against the
 * other as stored, by the server's repository.
 */
function alignedWolofal(
  poem: { content?: string | undefined; wolofal?: string | null | undefined },
  ctx: z.RefinementCtx,
) {
  if (poem.content === undefined) return;
  const refusal = wolofalMisalignment(poem.content, poem.wolofal);
  if (!refusal) return;
  ctx.addIssue({
    code: 'custom',
    path: ['wolofal'],
    message: refusal.message,
    params: { code: refusal.code, values: refusal.params },
  });
}

export const PoemInputSchema = z.object(poemFields).superRefine(alignedWolofal);
export type PoemInput = z.infer<typeof PoemInputSchema>;

export const PoemUpdateSchema = z
  .object(poemFields)
  .partial()
  .extend(VersionSchema.shape)
  .superRefine(alignedWolofal);
export type PoemUpdate = z.infer<typeof PoemUpdateSchema>;

export const PoemSchema = z.object({
  id: IdSchema,
  slug: z.string().nullable(),
  title: z.string(),
  content: z.string(),
  /** Null when the poem has no Wolofal. */
  wolofal: z.string().nullable(),
  translations: LocalizedTextSchema.nullable(),
  summary: LocalizedTextSchema.nullable(),
  historicalContext: z.string().nullable(),
  sourceUrl: z.string().nullable(),
  poetId: IdSchema,
  themeId: IdSchema.nullable(),
  tagIds: z.array(IdSchema),
  year: z.number().int().nullable(),
  coverUrl: z.string().nullable(),
  views: z.number().int(),
  likes: z.number().int(),
  hasAudio: z.boolean(),
  /** Since when readers see it; null for a draft, a future date when scheduled. */
  publishedAt: z.string().nullable(),
  ...RowMetaSchema.shape,
});
export type Poem = z.infer<typeof PoemSchema>;
