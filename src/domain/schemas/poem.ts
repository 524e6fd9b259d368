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
};

export const PoemInputSchema = z.object(poemFields);
export type PoemInput = z.infer<typeof PoemInputSchema>;

export const PoemUpdateSchema = z.object(poemFields).partial().extend(VersionSchema.shape);
export type PoemUpdate = z.infer<typeof PoemUpdateSchema>;

export const PoemSchema = z.object({
  id: IdSchema,
  slug: z.string().nullable(),
  title: z.string(),
  content: z.string(),
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
  ...RowMetaSchema.shape,
});
export type Poem = z.infer<typeof PoemSchema>;
