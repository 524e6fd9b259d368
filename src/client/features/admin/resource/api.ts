/**
 * The dashboard's reads and deletes over the app's HTTP client (DESIGN.md section 4): a page
 * of a resource, one record, and the delete. Every list, view and delete goes through these
 * three functions, so moving to the authenticated client of src/client/api (issue 15) is a
 * change here only. Errors reach the screens as `AdminCallError` (status, message, fields),
 * or `offline` when the request never reached the server.
 */
import { http } from '@client/api/http';
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

// Until the authenticated client lands in src/client/api (issue 15), the bearer is read here.
const auth = () => ({ authorization: `Bearer ${sessionStorage.getItem('accessToken') ?? ''}` });

async function toCallError(error: unknown): Promise<AdminCallError> {
  if (error instanceof AdminCallError) return error;
  const response = (error as { response?: unknown }).response;
  if (response instanceof Response) {
    const body = (await response
      .clone()
      .json()
      .catch(() => ({}))) as { message?: unknown; fields?: Record<string, string> };
    const message = typeof body.message === 'string' ? body.message : response.statusText;
    return new AdminCallError(message, response.status, body.fields ?? {});
  }
  if ((error as { name?: unknown }).name === 'AbortError') throw error;
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
  call(() => http.get(path, { searchParams: defined(params), signal }).json<Page<T>>());

/** GET one record. */
export const getRecord = <T>(path: string, signal?: AbortSignal) =>
  call(() => http.get(path, { signal }).json<T>());

/** DELETE one record (as an administrator); resolves once the server has deleted it. */
export const deleteRecord = (path: string) =>
  call(async () => {
    await http.delete(path, { headers: auth(), retry: 0 });
  });
