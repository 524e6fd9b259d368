/**
 * A dashboard list's state in the URL (`?q=&sort=title,desc&page=2&size=50`), so back, reload
 * and a shared link return to the same view. Read by each list route's `validateSearch`,
 * which sits in the entry script every reader downloads: so no zod here (it would add its
 * runtime to every first visit), only the app's forgiving readers. A value that does not
 * fit is dropped, never an error: a mistyped link still opens the list. Defaults are left
 * out of the URL (page 1, 20 rows, no search, the resource's own order). The sort follows the
 * API's grammar (`title` alone is ascending, `title,DESC` reads as `title,desc`) and is
 * written back in its canonical form.
 */
import { DEFAULT_PAGE_SIZE, formatSort, MAX_PAGE_SIZE, parseSort } from '@domain/page-request';
import { readText, readWhole } from '@client/lib/search-params';

export interface ListSearch {
  /** The search text, as typed. */
  q?: string;
  /** `field,asc` or `field,desc` (the resource says which fields sort). */
  sort?: string;
  /** 1-based, as people count pages. */
  page?: number;
  size?: number;
}

/** The sizes the list offers: up to the API's MAX_PAGE_SIZE. */
export const PAGE_SIZES = [10, DEFAULT_PAGE_SIZE, 50, MAX_PAGE_SIZE] as const;
const MAX_PAGE = 100_000;

/** `validateSearch` of every dashboard list route. */
export function validateListSearch(raw: Record<string, unknown>): ListSearch {
  const size = readWhole(raw.size, 1, MAX_PAGE_SIZE);
  const sort = parseSort(readText(raw.sort, 40));
  const page = readWhole(raw.page, 1, MAX_PAGE);
  return {
    q: readText(raw.q),
    sort: sort && formatSort(sort),
    page: page === 1 ? undefined : page,
    size:
      size !== undefined &&
      size !== DEFAULT_PAGE_SIZE &&
      (PAGE_SIZES as readonly number[]).includes(size)
        ? size
        : undefined,
  };
}

/** The server's page query for a list state (pages are 0-based there). */
export function toPageQuery(search: ListSearch) {
  return {
    page: (search.page ?? 1) - 1,
    size: search.size ?? DEFAULT_PAGE_SIZE,
    sort: parseSort(search.sort) ? search.sort : undefined,
  };
}
