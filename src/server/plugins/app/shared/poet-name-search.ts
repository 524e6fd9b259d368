/**
 * Poets by part of their name, case- and accent-insensitive: done on folded names in JS,
 * because SQL cannot fold accents the domain's way. Used by the poet list's `q` and the
 * poem filter's `poet`.
 */
import type { Db } from '../../../db/client';
import { poets } from '../../../db/schema';
import { foldText } from '@domain/words';

/** Returns the ids of the poets whose name holds `folded` (already folded). */
export async function poetIdsNamed(db: Db, folded: string): Promise<string[]> {
  const all = await db.select({ id: poets.id, name: poets.name }).from(poets);
  return all.filter((p) => foldText(p.name).includes(folded)).map((p) => p.id);
}
