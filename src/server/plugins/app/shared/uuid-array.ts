/**
 * A list of UUIDs as ONE query parameter (`$1::uuid[]`), however long: `= any(...)` then
 * works the same on PGlite and node-postgres, and a search matching thousands of poems does
 * not become thousands of parameters. Only call it with validated UUIDs.
 */
import { sql, type SQL } from 'drizzle-orm';

/** Returns `'{id,id,…}'::uuid[]` as a bound parameter. */
export function uuidArray(ids: readonly string[]): SQL {
  return sql`${`{${ids.join(',')}}`}::uuid[]`;
}
