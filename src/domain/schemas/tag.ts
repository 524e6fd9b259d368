import { z } from 'zod';
import { IdSchema, RowMetaSchema, VersionSchema, requiredText } from './common';

export const TagInputSchema = z.object({ name: requiredText('Name is required', 100) });
export type TagInput = z.infer<typeof TagInputSchema>;
export const TagUpdateSchema = TagInputSchema.partial().extend(VersionSchema.shape);
export type TagUpdate = z.infer<typeof TagUpdateSchema>;

export const TagSchema = z.object({
  id: IdSchema,
  slug: z.string().nullable(),
  name: z.string(),
  ...RowMetaSchema.shape,
});
export type Tag = z.infer<typeof TagSchema>;
