/**
 * The poems screen's URL contract (`/poems?q=…&poet=…&page=2`): free-text search, theme chip,
 * the advanced filter of SPEC.md section 2 and the page. The route validates with it, so a
 * shared link or the back button restores the exact list. Validation is forgiving: a value that
 * does not parse is dropped (the list just ignores it) instead of breaking the page.
 */
import { z } from 'zod';
import { countFilterCriteria, type PoemFilter } from '@domain/schemas';

/** TanStack Router parses `?page=2` as a number and `?q=123` too: text fields accept both. */
const text = z.coerce.string().trim().max(200).optional().catch(undefined);
const whole = (min: number, max: number) =>
  z.coerce.number().int().min(min).max(max).optional().catch(undefined);
const flag = z
  .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')])
  .optional()
  .catch(undefined);

export const PoemSearchSchema = z.object({
  q: text,
  theme: text,
  title: text,
  content: text,
  poet: text,
  tag: text,
  yearFrom: whole(-3000, 3000),
  yearTo: whole(-3000, 3000),
  minViews: whole(0, Number.MAX_SAFE_INTEGER),
  minLikes: whole(0, Number.MAX_SAFE_INTEGER),
  withAudio: flag,
  withCover: flag,
  page: whole(1, 100_000),
});
export type PoemSearch = z.infer<typeof PoemSearchSchema>;

/** The advanced-panel part of the search (what "N criteria" counts). */
export type PoemFilterFields = Pick<
  PoemSearch,
  | 'title'
  | 'content'
  | 'poet'
  | 'tag'
  | 'yearFrom'
  | 'yearTo'
  | 'minViews'
  | 'minLikes'
  | 'withAudio'
  | 'withCover'
>;

export const FILTER_FIELDS = [
  'title',
  'content',
  'poet',
  'tag',
  'yearFrom',
  'yearTo',
  'minViews',
  'minLikes',
  'withAudio',
  'withCover',
] as const satisfies readonly (keyof PoemFilterFields)[];

/** Returns only the advanced-filter fields of a search, empty ones removed. */
export function filterFieldsOf(search: PoemSearch): PoemFilterFields {
  const fields: PoemFilterFields = {};
  for (const key of FILTER_FIELDS) {
    const value = search[key];
    if (value !== undefined && value !== '' && value !== false)
      Object.assign(fields, { [key]: value });
  }
  return fields;
}

/** How many advanced criteria are applied (the domain's rule, shared with the API). */
export function countCriteria(search: PoemSearch): number {
  return countFilterCriteria(filterFieldsOf(search) as PoemFilter);
}

/** The search without any advanced criterion (free text and theme kept), back on page 1. */
export function withoutFilters(search: PoemSearch): PoemSearch {
  return { q: search.q, theme: search.theme };
}
