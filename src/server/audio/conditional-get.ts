/**
 * Conditional GET for stored audio (RFC 9110 section 13): `If-None-Match` / `If-Modified-Since`
 * → 304, and `If-Range` deciding whether a Range still applies. The bytes of a stored object
 * never change (a replaced file is a new object), so the validators are the object's name,
 * its size and when it was stored (playback-routes.ts). Deliberately no `If-Match` / `If-Unmodified-Since`: these guard
 * writes, and nothing writes audio bytes in place.
 */

export interface Validators {
  /** A strong entity tag, quotes included. */
  etag: string;
  lastModified: Date;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** True when the client's cached copy is current (answer 304). */
export function isNotModified(
  ifNoneMatch: string | undefined,
  ifModifiedSince: string | undefined,
  validators: Validators,
): boolean {
  if (ifNoneMatch !== undefined) {
    // Weak comparison (RFC 9110 13.1.2); If-Modified-Since is ignored when this is present.
    const tags = ifNoneMatch.split(',').map(opaque);
    return tags.includes('*') || tags.includes(validators.etag);
  }
  if (ifModifiedSince === undefined) return false;
  const since = Date.parse(ifModifiedSince);
  return !Number.isNaN(since) && seconds(validators.lastModified) <= Math.floor(since / 1000);
}

/** True when a Range request should be honoured given its `If-Range` (absent → yes). */
export function rangeStillApplies(ifRange: string | undefined, validators: Validators): boolean {
  if (ifRange === undefined) return true;
  const value = ifRange.trim();
  // An entity tag must match strongly; a weak one never does (RFC 9110 13.1.5).
  if (value.startsWith('"') || value.startsWith('W/')) return value === validators.etag;
  const date = Date.parse(value);
  return !Number.isNaN(date) && Math.floor(date / 1000) === seconds(validators.lastModified);
}
