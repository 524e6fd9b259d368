/**
 * The outbox's three writes, each sent with an `Idempotency-Key` so the server counts a
 * retried event once: POST /api/poems/:id/view, /api/poems/:id/like, /api/audios/track/:id.
 */
import type { OutboxEntry } from '@client/db/db';

const PATHS: Record<OutboxEntry['kind'], (id: string) => string> = {
  view: (id) => `/api/poems/${encodeURIComponent(id)}/view`,
  like: (id) => `/api/poems/${encodeURIComponent(id)}/like`,
  play: (id) => `/api/audios/track/${encodeURIComponent(id)}`,
};

/** Sends one event; resolves to the HTTP status (network failures reject). */
export async function postCounterEvent(
  entry: Pick<OutboxEntry, 'key' | 'kind' | 'targetId'>,
  fetchImpl: typeof fetch = fetch,
): Promise<number> {
  const response = await fetchImpl(PATHS[entry.kind](entry.targetId), {
    method: 'POST',
    headers: { 'idempotency-key': entry.key },
  });
  return response.status;
}
