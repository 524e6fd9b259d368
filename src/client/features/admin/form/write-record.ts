/**
 * The dashboard's writes (create, update) through the app's authenticated API client
 * (bearer token, one refresh on a 401; every failure an ApiCallError, status 0 when no
 * answer came). Every resource's actions.ts goes through these two; the kit reads their
 * errors with save-error.ts. A write is never retried on its own: a second POST could
 * create the record twice.
 */
import { api } from '@client/api/api-client';

/** POST `path` (under /api): the created record. */
export const postRecord = <T>(path: string, body: unknown): Promise<T> =>
  api.post<T>(path, { json: body, retry: 0 });

/** PUT `path` (under /api) with the `version` the edit was based on: the stored record. */
export const putRecord = <T>(path: string, body: { version: number }): Promise<T> =>
  api.put<T>(path, { json: body, retry: 0 });
