/**
 * The `Idempotency-Key` header of the public counters (`POST /api/poems/:id/view`,
 * `/like`, `POST /api/audios/track/:id`) and their per-client rate limits.
 *
 * An offline client queues each view, like or play with its own key (1 to 100 of
 * A–Z a–z 0–9 _ -) and flushes the queue when it is back online, possibly several times if
 * answers are lost. The key makes the count exactly-once (plugins/app/shared/count-once.ts);
 * the limits below keep a flush of a full outbox from meeting 429:
 * - requests without a key keep the strict per-address limit of each counter;
 * - requests with a key get their own, larger bucket (KEYED_MAX a minute per address), so an
 *   outbox of 50 or more events flushed at once passes. Abuse stays bounded: a key counts
 *   once, so inflating a counter needs a fresh key per count, and that is still at most
 *   KEYED_MAX counts a minute per address;
 * - a key this process has already answered (a retry) is not limited at all: it counts
 *   nothing. The memory of recent keys is per process and bounded (RECENT_KEYS); with several
 *   instances a retry reaching another one is simply limited as a keyed request.
 */
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';

export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{1,100}$/;
const MESSAGE = 'Idempotency-Key must be 1 to 100 letters, digits, "-" or "_"';

/** The headers schema of a counter route: an optional, well-formed Idempotency-Key. */
export const IdempotencyHeadersSchema = z.looseObject({
  'idempotency-key': z.string().regex(IDEMPOTENCY_KEY, MESSAGE).optional(),
});

/** Counts a keyed client may make per minute, per address (see the header comment). */
export const KEYED_MAX = 300;
const RECENT_KEYS = 20_000;

const recent = new Set<string>();

function keyOf(request: FastifyRequest): string | undefined {
  const key = request.headers['idempotency-key'];
  return typeof key === 'string' && IDEMPOTENCY_KEY.test(key) ? key : undefined;
}

const recentId = (request: FastifyRequest, key: string) =>
  `${request.routeOptions.url}|${JSON.stringify(request.params)}|${key}`;

/** Remembers that this key was answered (call once the count is committed). */
export function rememberKey(request: FastifyRequest): void {
  const key = keyOf(request);
  if (!key) return;
  if (recent.size >= RECENT_KEYS) recent.delete(recent.values().next().value!);
  recent.add(recentId(request, key));
}

/** The rate limit of a counter route: `max` a minute for requests without a key. */
export function counterRateLimit(max: number) {
  return {
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => `${request.ip}${keyOf(request) ? '|keyed' : ''}`,
    max: (request: FastifyRequest) => (keyOf(request) ? KEYED_MAX : max),
    // Params are parsed before onRequest, so a retry is recognised here.
    allowList: (request: FastifyRequest) => {
      const key = keyOf(request);
      return key !== undefined && recent.has(recentId(request, key));
    },
  };
}
