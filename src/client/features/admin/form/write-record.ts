/**
 * The dashboard's writes (create, update) over the app's HTTP client, as an administrator.
 * Every resource's actions.ts goes through these two, so moving to the authenticated client
 * of src/client/api (issue 15) is a change here only. Errors are thrown as the client throws
 * them; the kit reads them with save-error.ts. A write is never retried on its own: a second
 * POST could create the record twice.
 */
import { http } from '@client/api/http';
import { sessionTokens } from '@client/api/session-tokens';

const auth = () => ({ authorization: `Bearer ${sessionTokens.access() ?? ''}` });

/** POST `path` (under /api): the created record. */
export const postRecord = <T>(path: string, body: unknown): Promise<T> =>
  http.post(path, { json: body, headers: auth(), retry: 0 }).json<T>();

/** PUT `path` (under /api) with the `version` the edit was based on: the stored record. */
export const putRecord = <T>(path: string, body: { version: number }): Promise<T> =>
  http.put(path, { json: body, headers: auth(), retry: 0 }).json<T>();
