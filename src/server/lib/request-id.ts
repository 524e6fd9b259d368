/**
 * Each request's id, the `reqId` of every log line it writes and its `X-Request-Id` answer
 * header. A balancer in front (HAProxy in scripts/cluster) or a client may send one, so a
 * request is followed across the balancer's log and the instance's; it is taken only when it
 * looks like an id (letters, digits and `._:-`, at most 128), since it is written into every
 * log line: anything else (a newline forged into a log, a kilobyte of text) is replaced by a
 * fresh UUID.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What an incoming id must look like to be kept (HAProxy's config checks the same). */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's `genReqId`: the incoming id when well-formed, else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming)
    ? incoming
    : randomUUID();
}
