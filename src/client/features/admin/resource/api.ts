/**
 * The dashboard's reads and deletes over the app's authenticated API client (DESIGN.md
 * section 4; bearer token, one refresh on a 401): a page of a resource, one record, and the
 * delete, and an action (a restore). Every list, view, delete and action goes through these. Errors reach the
 * screens as the client's one ApiError (`offline` when the request never reached the
 * server); a caller's abort as the AbortError it is.
 */
import { api } from '@client/api/api-client';
import type { Page } from '@domain/paging';

type Params = Record<string, string | number | undefined>;

const defined = (params: Params) =>
  Object.fromEntries(
    Object.entries(params).filter(
      (e): e is [string, string | number] => e[1] !== undefined && e[1] !== '',
    ),
  );

/** GET `path` (under /api) with `params`: a page of records. */
export const getPage = <T>(path: string, params: Params, signal?: AbortSignal) =>
  api.get<Page<T>>(path, { searchParams: defined(params), signal });

/** GET one record. */
export const getRecord = <T>(path: string, signal?: AbortSignal) => api.get<T>(path, { signal });

/** POST an action on a record (as an administrator), never retried: it writes. */
export const postAction = <T>(path: string) => api.post<T>(path, { retry: 0 });

/** DELETE one record (as an administrator); resolves once the server has deleted it. */
export const deleteRecord = async (path: string): Promise<void> => {
  await api.delete<unknown>(path, { retry: 0 });
};
