/**
 * The poems screen's URL contract (`/poems?q=…&poet=…&page=2`): free-text search, theme chip,
 * the advanced filter of SPEC.md section 2 and the page. The route validates with it, so a
 * shared link or the back button restores the exact list. Validation is forgiving: a value that
 * does not parse is dropped (the list just ignores it) instead of breaking the page.
 *
 * The schema is built on first use, not when the module loads: the route imports this file
 * from the entry chunk, whose shared chunks run before main.tsx can switch zod to its
 * CSP-safe `jitless` mode, and building a zod object probes `new Function` (a CSP violation).
 */
import { z } from 'zod';

function buildSchema() {
  /** TanStack Router parses `?page=2` as a number and `?q=123` too: text fields accept both. */
  const text = z.coerce.string().trim().max(200).optional().catch(undefined);
  const whole = (min: number, max: number) =>
    z.coerce.number().int().min(min).max(max).optional().catch(undefined);
  const flag = z
    .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')])
    .optional()
    .catch(undefined);
  return z.object({
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
}
let schema: ReturnType<typeof buildSchema> | undefined;

export type PoemSearch = z.infer<ReturnType<typeof buildSchema>>;

/** Validates the poems screen's search params; values that do not parse are dropped. */
export function parsePoemSearch(input: Record<string, unknown>): PoemSearch {
  schema ??= buildSchema();
  return schema.parse(input);
}

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

/** How many advanced criteria are applied (the rule of the domain's countFilterCriteria). */
export function countCriteria(search: PoemSearch): number {
  return Object.keys(filterFieldsOf(search)).length;
}

/** The search without any advanced criterion (free text and theme kept), back on page 1. */
export function withoutFilters(search: PoemSearch): PoemSearch {
  return { q: search.q, theme: search.theme };
}
