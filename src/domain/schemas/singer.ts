import { z } from 'zod';
import { IdSchema, ImageUrlSchema, RowMetaSchema, VersionSchema, requiredText } from './common';

const singerFields = {
  name: requiredText('Name is required', 200),
  biography: z.string().trim().max(20_000).nullable().optional(),
  photoUrl: ImageUrlSchema.nullable().optional(),
};
export const SingerInputSchema = z.object(singerFields);
export type SingerInput = z.infer<typeof SingerInputSchema>;
export const SingerUpdateSchema = z.object(singerFields).partial().extend(VersionSchema.shape);
export type SingerUpdate = z.infer<typeof SingerUpdateSchema>;

export const SingerSchema = z.object({
  id: IdSchema,
  name: z.string(),
  biography: z.string().nullable(),
  photoUrl: z.string().nullable(),
  ...RowMetaSchema.shape,
});
export type Singer = z.infer<typeof SingerSchema>;
