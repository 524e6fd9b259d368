/**
 * The dashboard's writes (create, update) through the app's authenticated API client
 * (bearer token, one refresh on a 401; every failure an ApiError, status 0 when no
 * answer came). Every resource's create and update (resource/define-resource.ts) go through
 * these two; the kit decides by the error's code and status (use-resource-form.ts).
 *
 * Each save of a new record carries its own Idempotency-Key: the server creates the record
 * once per key and answers a repeat with that record. So a create whose answer was lost (an
 * instance behind the balancer died after committing) may be sent again: it is retried on a
 * gateway error, and the balancer may retry it too, without ever making a second record.
 */
import { api } from '@client/api/api-client';

/** Retries of a keyed create: only answers that say an instance or the balancer failed. */
const KEYED_RETRY = { limit: 2, methods: ['post'], statusCodes: [502, 503, 504] };

/** POST `path` (under /api): the created record, created once whatever the retries. */
export const postRecord = <T>(path: string, body: unknown): Promise<T> =>
  api.post<T>(path, {
    json: body,
    headers: { 'idempotency-key': crypto.randomUUID() },
    retry: KEYED_RETRY,
  });

/** PUT `path` (under /api) with the `version` the edit was based on: the stored record. */
export const putRecord = <T>(path: string, body: { version: number }): Promise<T> =>
  api.put<T>(path, { json: body, retry: 0 });
