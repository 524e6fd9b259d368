/**
 * One text form for timestamps in API answers and in the change feed: ISO 8601 in UTC with
 * milliseconds (`2025-01-31T12:00:00.123Z`, what `Date#toISOString` gives). The schema's
 * timestamp columns already read this way through Drizzle; the feed formats in SQL with
 * ISO_TIMESTAMP_FORMAT. Both truncate to the millisecond, so a row from the feed equals the
 * same row from its REST route. toIsoTimestamp is for text PostgreSQL gave in its own form
 * (`2025-01-31 12:00:00.123456+00`, e.g. from raw SQL); an ISO string comes back unchanged.
 */

/** to_char() pattern that gives the same text as toIsoTimestamp for a UTC timestamp. */
export const ISO_TIMESTAMP_FORMAT = 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"';

const PG_TIMESTAMP = /^(\d{4,}-\d\d-\d\d)[ T](\d\d:\d\d:\d\d)(?:\.(\d+))?([+-]\d\d(?::?\d\d)?)?$/;

/** The ISO 8601 UTC form of a timestamp PostgreSQL returned as text (or already ISO). */
export function toIsoTimestamp(value: string): string {
  const m = PG_TIMESTAMP.exec(value);
  if (!m) return new Date(value).toISOString();
  const [, date, time, fraction = '', zone = '+00'] = m;
  const ms = (fraction + '000').slice(0, 3);
  const offset = zone.length === 3 ? `${zone}:00` : zone.replace(/^([+-]\d\d)(\d\d)$/, '$1:$2');
  return new Date(`${date}T${time}.${ms}${offset}`).toISOString();
}
