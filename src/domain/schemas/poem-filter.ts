/**
 * The advanced poem filter of the poems screen (SPEC.md section 2): every
 * criterion is optional; the server and the offline client apply the same one.
 */
import { z } from 'zod';
import { IdSchema } from './common';

const text = z.string().trim().max(200).optional();
const count = z.coerce
  .number()
  .int('Must be a whole number')
  .min(0, 'Must be 0 or more')
  .optional();
const year = z.coerce.number().int('Must be a whole number').min(-3000).max(3000).optional();
/** Query strings carry booleans as text. */
export const flag = z
  .enum(['true', 'false', '1', '0'], { error: 'Must be true or false' })
  .transform((v) => v === 'true' || v === '1')
  .optional();

export const PoemFilterSchema = z
  .object({
    title: text,
    content: text,
    /** A poet id or part of a poet's name. */
    poet: text,
    /** A tag id or a tag name. */
    tag: text,
    themeId: IdSchema.optional(),
    yearFrom: year,
    yearTo: year,
    minViews: count,
    minLikes: count,
    withAudio: flag,
    withCover: flag,
  })
  .refine((f) => f.yearFrom == null || f.yearTo == null || f.yearFrom <= f.yearTo, {
    message: 'Year from must not be after year to',
    path: ['yearTo'],
  });
export type PoemFilter = z.infer<typeof PoemFilterSchema>;

/** How many criteria are set (the poems screen shows it). */
export function countFilterCriteria(filter: PoemFilter): number {
  return Object.values(filter).filter((v) => v !== undefined && v !== '' && v !== false).length;
}
