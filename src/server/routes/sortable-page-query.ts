/**
 * The `?page&size&sort` query of a list whose sort field must be one of a whitelist: an
 * unknown field is a 400 with `fields.sort`, never an error from the database.
 * (Shared by the list routes of every resource.)
 */
import { z } from 'zod';
import { PageQuerySchema, SortSchema } from '@domain/paging';

/** Returns PageQuerySchema with `sort` limited to `fields`. */
export function sortablePageQuery(fields: readonly [string, ...string[]]) {
  return PageQuerySchema.extend({
    sort: SortSchema.refine((s) => fields.includes(s.field), {
      message: `Sort by one of: ${fields.join(', ')}`,
    }).optional(),
  });
}

/** The `?q=` of a list searched by part of its records' names (tags, themes, poets). */
export const ListTextQuerySchema = z.string().trim().max(200, 'At most 200 characters').optional();
