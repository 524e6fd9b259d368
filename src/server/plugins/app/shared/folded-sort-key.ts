/**
 * An ORDER BY key for names and titles that gives the same order on every database:
 * accents removed (NFD, combining marks dropped), lower case, compared byte by byte
 * (COLLATE "C"). Without it, 'Ñeenti' sorts after 'Tëgg' on PGlite (C locale) but beside
 * 'N' on a PostgreSQL server with a language locale. Used by the audios and singers lists.
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** `lower(unaccent(column)) COLLATE "C"`, without needing the unaccent extension. */
export const foldedSortKey = (column: AnyColumn): SQL =>
  sql`(lower(regexp_replace(normalize(${column}, NFD), '[\\u0300-\\u036f]', '', 'g')) collate "C")`;
