/**
 * The names of the records a page of the audit log names, for those that keep no revision
 * (themes, tags, singers, users): read from the record as it is now (a deleted one has none).
 * Records with revisions are named from their revision, deleted or not.
 */
import { inArray } from 'drizzle-orm';
import { recordName } from '@domain/revisions/compare-records';
import type { Db } from '../../../db/client';
import { singers, tags, themes, users } from '../../../db/schema';

const tables = { themes, tags, singers, users } as const;

export async function currentNames(
  db: Db,
  wanted: { entity: string; id: string }[],
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const [entity, table] of Object.entries(tables)) {
    const ids = wanted.filter((w) => w.entity === entity).map((w) => w.id);
    if (!ids.length) continue;
    const rows = (await db.select().from(table).where(inArray(table.id, ids))) as ({
      id: string;
    } & Record<string, unknown>)[];
    for (const row of rows) {
      const name = recordName(row);
      if (name) names.set(`${entity}/${row.id}`, name);
    }
  }
  return names;
}
