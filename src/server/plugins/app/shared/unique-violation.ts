/** Recognises PostgreSQL's unique violation (23505), however the driver wraps the error. */

/** Which unique constraint a failed write hit ('unknown' if unnamed), or undefined for another error. */
export function uniqueViolation(error: unknown): string | undefined {
  type PgError = { code?: unknown; constraint?: unknown; cause?: unknown } | undefined;
  for (let e = error as PgError, i = 0; e && i < 4; i++) {
    if (e.code === '23505') return typeof e.constraint === 'string' ? e.constraint : 'unknown';
    e = e.cause as PgError;
  }
  return undefined;
}
