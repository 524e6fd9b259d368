/**
 * The poems screen's URL contract (`/poems?q=…&poet=…&page=2`): free-text search, theme chip,
 * the advanced filter of SPEC.md section 2 and the page. The route validates with it, so a
 * shared link or the back button restores the exact list. Validation is forgiving: a value that
 * does not parse is dropped (the list just ignores it) instead of breaking the page.
 *
 * Hand-written rather than zod: a route's `validateSearch` sits in the entry script, and zod
 * would weigh on every first visit (the sign-in pages' auth-search.ts does the same).
 */
import { readFlag, readText, readWhole } from '@client/lib/search-params';

export interface PoemSearch {
  q?: string;
  theme?: string;
  title?: string;
  content?: string;
  poet?: string;
  tag?: string;
  yearFrom?: number;
  yearTo?: number;
  minViews?: number;
  minLikes?: number;
  withAudio?: boolean;
  withCover?: boolean;
  /** Other spellings of the free text too; without it, the reader's last choice. */
  variants?: boolean;
  page?: number;
}

/**
 * A change of the search: the next search, or how to make it from the search in the URL
 * when the change is applied. The search box and the switch send the latter, so a change sent
 * a moment after another (the box's pause) never rebuilds from a search the screen had not
 * re-rendered with yet, and so never undoes the other.
 */
export type PoemSearchUpdate = PoemSearch | ((current: PoemSearch) => PoemSearch);

/** Validates the poems screen's search params; values that do not parse are dropped. */
export function parsePoemSearch(input: Record<string, unknown>): PoemSearch {
  const search: PoemSearch = {
    q: readText(input.q),
    theme: readText(input.theme),
    title: readText(input.title),
    content: readText(input.content),
    poet: readText(input.poet),
    tag: readText(input.tag),
    yearFrom: readWhole(input.yearFrom, -3000, 3000),
    yearTo: readWhole(input.yearTo, -3000, 3000),
    minViews: readWhole(input.minViews, 0, Number.MAX_SAFE_INTEGER),
    minLikes: readWhole(input.minLikes, 0, Number.MAX_SAFE_INTEGER),
    withAudio: readFlag(input.withAudio),
    withCover: readFlag(input.withCover),
    variants: readFlag(input.variants),
    page: readWhole(input.page, 1, 100_000),
  };
  for (const key of Object.keys(search) as (keyof PoemSearch)[])
    if (search[key] === undefined) delete search[key];
  return search;
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
  return { q: search.q, theme: search.theme, variants: search.variants };
}
