/**
 * The `?page&size&sort` query of a list whose sort field must be one of a whitelist: an
 * unknown field is a 400 with `fields.sort`, never an error from the database.
 * (Shared by the list routes of every resource.)
 */
import { PageQuerySchema, SortSchema } from '@domain/paging';
import { POEM_SORT_FIELDS } from '../plugins/app/poems-repository';

/** Returns PageQuerySchema with `sort` limited to `fields`. */
export function sortablePageQuery(fields: readonly [string, ...string[]]) {
  return PageQuerySchema.extend({
    sort: SortSchema.refine((s) => fields.includes(s.field), {
      message: `Sort by one of: ${fields.join(', ')}`,
    }).optional(),
  });
}

/** The query of every page of poems (list, search, filter, a poet's or a tag's poems). */
export const PoemPageQuerySchema = sortablePageQuery(POEM_SORT_FIELDS);
