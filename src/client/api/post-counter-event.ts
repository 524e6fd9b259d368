/**
 * The outbox's writes, each sent with an `Idempotency-Key` so the server counts a retried
 * event once: POST /api/poems/:id/view, /api/poems/:id/like, /api/audios/track/:id, and a
 * drift report, POST /api/audios/:id/drift-reports with its body {deviceId, timing}.
 */
import type { OutboxEntry } from '@client/db/db';

const PATHS: Record<OutboxEntry['kind'], (id: string) => string> = {
  view: (id) => `/api/poems/${encodeURIComponent(id)}/view`,
  like: (id) => `/api/poems/${encodeURIComponent(id)}/like`,
  play: (id) => `/api/audios/track/${encodeURIComponent(id)}`,
  drift: (id) => `/api/audios/${encodeURIComponent(id)}/drift-reports`,
};

/** Sends one event; resolves to the HTTP status (network failures reject). */
export async function postCounterEvent(
  entry: Pick<OutboxEntry, 'key' | 'kind' | 'targetId' | 'report'>,
  fetchImpl: typeof fetch = fetch,
): Promise<number> {
  const body = entry.report ? JSON.stringify(entry.report) : undefined;
  const response = await fetchImpl(PATHS[entry.kind](entry.targetId), {
    method: 'POST',
    headers: body
      ? { 'idempotency-key': entry.key, 'content-type': 'application/json' }
      : { 'idempotency-key': entry.key },
    body,
  });
  return response.status;
}
