/**
 * The bookkeeping fields every content row answers with (RowMetaSchema). Timestamps go out as
 * ISO 8601 in UTC with milliseconds (`2025-01-31T12:00:00.123Z`, Date#toISOString), the form
 * the change feed uses, whatever text PostgreSQL gives (it depends on the session's time zone,
 * `2025-01-31 12:00:00.123456+00`, and is not what every browser parses). Truncated, not
 * rounded, to the millisecond, as to_char(... 'MS') does.
 */

interface RowMeta {
  createdAt: string;
  updatedAt: string;
  rev: number;
  version: number;
}

const PG_TIMESTAMP = /^(\d{4,}-\d\d-\d\d)[ T](\d\d:\d\d:\d\d)(?:\.(\d+))?([+-]\d\d(?::?\d\d)?|Z)?$/;

/** Returns a timestamp PostgreSQL gave as text (or already ISO) as ISO 8601 UTC. */
export function isoTimestamp(value: string): string {
  const m = PG_TIMESTAMP.exec(value);
  if (!m) return new Date(value).toISOString();
  const [, date, time, fraction = '', zone = 'Z'] = m;
  const ms = `${fraction}000`.slice(0, 3);
  const offset = zone === 'Z' || zone.length > 3 ? zone : `${zone}:00`;
  return new Date(
    `${date}T${time}.${ms}${offset.replace(/^([+-]\d\d)(\d\d)$/, '$1:$2')}`,
  ).toISOString();
}

/** Returns the row meta fields of a row, with ISO timestamps. */
export function rowMeta(row: RowMeta): RowMeta {
  return {
    createdAt: isoTimestamp(row.createdAt),
    updatedAt: isoTimestamp(row.updatedAt),
    rev: row.rev,
    version: row.version,
  };
}
