/**
 * GET /api/sync?since=&limit=&schema=: one page of the change feed. The one reader of the
 * API on a plain `fetch` (the lint rule against raw fetch spares the api folder for it): the
 * engine needs the status as an answer, not as an error (410 means "reset your mirror and
 * pull again from 0": cursor older than the kept tombstones, or a schema no longer served),
 * and the protocol's tests hand it a fetch that answers from the real server in process.
 */
import type { SyncResponse } from '@domain/sync';
import { ApiError } from './api-error';

export type ChangesAnswer = { kind: 'page'; page: SyncResponse } | { kind: 'reset' };

export interface GetChangesParams {
  since: number;
  limit: number;
  schema: number;
  /** The horizon of the mirror's pull from 0 (see SyncQuerySchema), once known. */
  horizon?: number;
  signal?: AbortSignal;
}

function isPage(body: unknown): body is SyncResponse {
  const b = body as Partial<SyncResponse> | null;
  return (
    typeof b === 'object' &&
    b !== null &&
    Array.isArray(b.changes) &&
    typeof b.cursor === 'number' &&
    typeof b.hasMore === 'boolean' &&
    typeof b.horizon === 'number'
  );
}

/** Fetches one page; resolves to a page or a reset order, rejects on network or HTTP error. */
export async function getChanges(
  { since, limit, schema, horizon, signal }: GetChangesParams,
  fetchImpl: typeof fetch = fetch,
): Promise<ChangesAnswer> {
  const query = new URLSearchParams({
    since: String(since),
    limit: String(limit),
    schema: String(schema),
  });
  if (horizon !== undefined) query.set('horizon', String(horizon));
  const response = await fetchImpl(`/api/sync?${query}`, {
    signal,
    headers: { accept: 'application/json' },
  });
  if (response.status === 410) return { kind: 'reset' };
  // An answer that is neither a page nor a reset: the engine shows it, then retries.
  if (!response.ok)
    throw new ApiError('http', response.status, { message: `Sync failed (${response.status})` });
  const body: unknown = await response.json();
  // The envelope is checked; rows are stored as the server sent them (the feed is the
  // server's own serialisation of the domain schemas, and parsing 10,000 poems with zod
  // would cost the first sync a noticeable share of its budget).
  if (!isPage(body))
    throw new ApiError('http', response.status, { message: 'Sync answer has an unexpected shape' });
  return { kind: 'page', page: body };
}
