import { z } from 'zod';
import { IdSchema, LocalizedTextSchema, RowMetaSchema, VersionSchema } from './common';

const themeFields = {
  name: LocalizedTextSchema.refine((n) => Boolean(n.fr || n.en || n.wol || n.ar), {
    message: 'Name is required',
    params: { code: 'required' },
  }),
  description: z.string().trim().max(5000).nullable().optional(),
};

export const ThemeInputSchema = z.object(themeFields);
export type ThemeInput = z.infer<typeof ThemeInputSchema>;
export const ThemeUpdateSchema = z.object(themeFields).partial().extend(VersionSchema.shape);
export type ThemeUpdate = z.infer<typeof ThemeUpdateSchema>;

export const ThemeSchema = z.object({
  id: IdSchema,
  slug: z.string().nullable(),
  name: LocalizedTextSchema,
  description: z.string().nullable(),
  ...RowMetaSchema.shape,
});
export type Theme = z.infer<typeof ThemeSchema>;
