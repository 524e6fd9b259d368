import { z } from 'zod';
import { IdSchema, RowMetaSchema, VersionSchema, requiredText } from './common';

const difficultWordFields = {
  word: requiredText('Word is required', 200),
  definition: requiredText('Definition is required', 5000),
  explanation: z.string().trim().max(20_000).nullable().optional(),
  poemId: IdSchema.nullable().optional(),
};
export const DifficultWordInputSchema = z.object(difficultWordFields);
export type DifficultWordInput = z.infer<typeof DifficultWordInputSchema>;
export const DifficultWordUpdateSchema = z
  .object(difficultWordFields)
  .partial()
  .extend(VersionSchema.shape);
export type DifficultWordUpdate = z.infer<typeof DifficultWordUpdateSchema>;

export const DifficultWordSchema = z.object({
  id: IdSchema,
  word: z.string(),
  definition: z.string(),
  explanation: z.string().nullable(),
  poemId: IdSchema.nullable(),
  ...RowMetaSchema.shape,
});
export type DifficultWord = z.infer<typeof DifficultWordSchema>;
