/**
 * The tables a backup holds: every table of the schema (db/schema.ts), so a table added
 * later is backed up without touching this feature. Ordered so that a table comes after the
 * tables its foreign keys name: restoring in this order never inserts a row before the row
 * it refers to.
 */
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { schema } from '../db/client';

export interface BackupTable {
  /** The SQL name (the archive's entry is db/<name>.jsonl). */
  name: string;
  /** The tables its foreign keys refer to. */
  refersTo: string[];
}

function schemaTables(): BackupTable[] {
  return (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => {
      const config = getTableConfig(table);
      const refersTo = config.foreignKeys
        .map((fk) => getTableConfig(fk.reference().foreignTable).name)
        .filter((name) => name !== config.name);
      return { name: config.name, refersTo };
    });
}

/** Every table, referenced tables first. */
export function backupTables(): BackupTable[] {
  const pending = schemaTables();
  const ordered: BackupTable[] = [];
  const placed = new Set<string>();
  while (pending.length) {
    const next = pending.findIndex((t) => t.refersTo.every((name) => placed.has(name)));
    if (next < 0) throw new Error('the schema has a cycle of foreign keys');
    const [table] = pending.splice(next, 1);
    ordered.push(table!);
    placed.add(table!.name);
  }
  return ordered;
}

/** A table's name quoted for SQL (names come from the schema, never from an archive). */
export const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
