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

export const POET_STATUSES = ['active', 'deceased'] as const;
export const PoetStatusSchema = z.enum(POET_STATUSES, {
  error: 'Status must be active or deceased',
});

const poetFields = {
  name: requiredText('Name is required', 200),
  birthYear: YearSchema.nullable().optional(),
  deathYear: YearSchema.nullable().optional(),
  status: PoetStatusSchema,
  biography: LocalizedTextSchema.nullable().optional(),
  photoUrl: ImageUrlSchema.nullable().optional(),
};

const yearsInOrder = (p: { birthYear?: number | null; deathYear?: number | null }) =>
  p.birthYear == null || p.deathYear == null || p.birthYear <= p.deathYear;
const yearsIssue = {
  message: 'Death year must not be before birth year',
  path: ['deathYear'],
  params: { code: 'death_before_birth' },
};

export const PoetInputSchema = z.object(poetFields).refine(yearsInOrder, yearsIssue);
export type PoetInput = z.infer<typeof PoetInputSchema>;

export const PoetUpdateSchema = z
  .object(poetFields)
  .partial()
  .extend(VersionSchema.shape)
  .refine(yearsInOrder, yearsIssue);
export type PoetUpdate = z.infer<typeof PoetUpdateSchema>;

export const PoetSchema = z.object({
  id: IdSchema,
  slug: z.string().nullable(),
  name: z.string(),
  birthYear: z.number().int().nullable(),
  deathYear: z.number().int().nullable(),
  status: PoetStatusSchema,
  biography: LocalizedTextSchema.nullable(),
  photoUrl: z.string().nullable(),
  poemCount: z.number().int(),
  ...RowMetaSchema.shape,
});
export type Poet = z.infer<typeof PoetSchema>;
