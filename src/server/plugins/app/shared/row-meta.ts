/**
 * The bookkeeping fields every content row answers with (RowMetaSchema). The timestamps are
 * already ISO 8601 in UTC with milliseconds: the schema's timestamp columns (db/schema.ts,
 * isoTimestamp) convert them as Drizzle reads them.
 */

interface RowMeta {
  createdAt: string;
  updatedAt: string;
  rev: number;
  version: number;
}

/** Returns the row meta fields of a row. */
export function rowMeta(row: RowMeta): RowMeta {
  return {
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    rev: row.rev,
    version: row.version,
  };
}
