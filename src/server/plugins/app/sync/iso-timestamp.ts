/**
 * One text form for timestamps in API answers and in the change feed: ISO 8601 in UTC with
 * milliseconds (`2025-01-31T12:00:00.123Z`, what `Date#toISOString` gives). The schema's
 * timestamp columns already read this way through Drizzle (db/schema.ts, isoTimestamp); the
 * feed's raw SQL JSON bypasses the column type, so it formats in SQL with ISO_TIMESTAMP_FORMAT.
 * Both truncate to the millisecond, so a row from the feed equals the same row from its REST
 * route.
 */

/** to_char() pattern that gives Date#toISOString's text for a UTC timestamp. */
export const ISO_TIMESTAMP_FORMAT = 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"';
