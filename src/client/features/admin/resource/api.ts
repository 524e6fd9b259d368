/**
 * The dashboard's reads and deletes over the app's authenticated API client (DESIGN.md
 * section 4; bearer token, one refresh on a 401): a page of a resource, one record, and the
 * delete. Every list, view and delete goes through these three functions. Errors reach the
 * screens as `AdminCallError` (status, message, fields), `offline` when the request never
 * reached the server.
 */
import { api } from '@client/api/api-client';
import { ApiCallError } from '@client/api/api-error';
import type { Page } from '@domain/paging';

export class AdminCallError extends Error {
  constructor(
    message: string,
    /** 0 when the request never reached the server. */
    readonly status: number,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }

  get offline(): boolean {
    return this.status === 0;
  }
}

async function toCallError(error: unknown): Promise<AdminCallError> {
  if (error instanceof AdminCallError) return error;
  if ((error as { name?: unknown }).name === 'AbortError') throw error;
  if (error instanceof ApiCallError)
    return new AdminCallError(error.message, error.status, error.fields);
  return new AdminCallError(error instanceof Error ? error.message : String(error), 0);
}

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw await toCallError(error);
  }
}

type Params = Record<string, string | number | undefined>;

const defined = (params: Params) =>
  Object.fromEntries(
    Object.entries(params).filter(
      (e): e is [string, string | number] => e[1] !== undefined && e[1] !== '',
    ),
  );

/** GET `path` (under /api) with `params`: a page of records. */
export const getPage = <T>(path: string, params: Params, signal?: AbortSignal) =>
  call(() => api.get<Page<T>>(path, { searchParams: defined(params), signal }));

/** GET one record. */
export const getRecord = <T>(path: string, signal?: AbortSignal) =>
  call(() => api.get<T>(path, { signal }));

/** DELETE one record (as an administrator); resolves once the server has deleted it. */
export const deleteRecord = (path: string) =>
  call(async () => {
    await api.delete<unknown>(path, { retry: 0 });
  });
