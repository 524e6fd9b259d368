/**
 * A poem names a poet, maybe a theme and some tags. Unknown ones are the writer's mistake, so
 * they are refused with a 400 naming each bad field, before the database's foreign keys would
 * answer a vaguer 409. (tag_ids is an array: no foreign key guards it, this check does.)
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { poets, tags, themes } from '../../../db/schema';
import { badRequest } from '../../../lib/http-errors';
import { uuidArray } from '../shared/uuid-array';

interface References {
  poetId?: string;
  themeId?: string | null;
  tagIds?: string[];
}

/** Throws a 400 with `fields.poetId`, `fields.themeId` or `fields['tagIds.N']` for unknown ids. */
export async function checkPoemReferences(db: Db, refs: References): Promise<void> {
  const fields: Record<string, string> = {};
  if (refs.poetId !== undefined) {
    const found = await db.select({ id: poets.id }).from(poets).where(eq(poets.id, refs.poetId));
    if (!found.length) fields.poetId = 'Poet not found';
  }
  if (refs.themeId) {
    const found = await db
      .select({ id: themes.id })
      .from(themes)
      .where(eq(themes.id, refs.themeId));
    if (!found.length) fields.themeId = 'Theme not found';
  }
  if (refs.tagIds?.length) {
    const found = await db
      .select({ id: tags.id })
      .from(tags)
      .where(sql`${tags.id} = any(${uuidArray(refs.tagIds)})`);
    const known = new Set(found.map((t) => t.id));
    refs.tagIds.forEach((id, index) => {
      if (!known.has(id)) fields[`tagIds.${index}`] = 'Tag not found';
    });
  }
  if (Object.keys(fields).length) {
    throw badRequest(`Unknown ${Object.keys(fields).join(', ')}`, fields);
  }
}
