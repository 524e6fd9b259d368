/**
 * What a list request may ask for (DESIGN.md section 4: `?page=0&size=20&sort=field,asc`):
 * the page sizes and the sort's grammar. Without zod, so that the dashboard's URL readers,
 * which sit in the entry script every reader downloads, share them with the API's schema
 * (paging.ts) instead of retyping them.
 */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export type SortDirection = 'asc' | 'desc';
export interface Sort {
  field: string;
  direction: SortDirection;
}

/** `field`, `field,asc` or `field,desc`; the direction in any case, ascending when left out. */
export const SORT_PATTERN = /^([A-Za-z]+)(?:,(asc|desc))?$/i;
export const SORT_MESSAGE = 'Sort must look like field,asc or field,desc';

/** The sort a `?sort=` value asks for, or undefined when it does not follow SORT_PATTERN. */
export function parseSort(text: string | undefined): Sort | undefined {
  const match = text?.match(SORT_PATTERN);
  if (!match) return undefined;
  return { field: match[1]!, direction: match[2]?.toLowerCase() === 'desc' ? 'desc' : 'asc' };
}

/** The canonical text of a sort, as links and the dashboard write it: `field,asc`. */
export const formatSort = (sort: Sort): string => `${sort.field},${sort.direction}`;
