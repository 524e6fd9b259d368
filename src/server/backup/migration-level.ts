/**
 * Migration levels: how many of the checked-in migrations (db/migrations/meta/_journal.json)
 * a database has applied. Drizzle records each applied migration with its journal entry's
 * `when` (created_at), which names the entry.
 */
import { readFileSync } from 'node:fs';
import { projectPath } from '../lib/project-path';

interface JournalEntry {
  tag: string;
  when: number;
}

let journal: JournalEntry[] | undefined;

/** The checked-in migrations, in order. */
export function migrationJournal(): JournalEntry[] {
  journal ??= (
    JSON.parse(
      readFileSync(
        projectPath('src', 'server', 'db', 'migrations', 'meta', '_journal.json'),
        'utf8',
      ),
    ) as { entries: JournalEntry[] }
  ).entries;
  return journal;
}

/** This release's level: every checked-in migration. */
export function latestLevel(): { count: number; last: string } {
  const entries = migrationJournal();
  return { count: entries.length, last: entries.at(-1)?.tag ?? '' };
}

/** The level a database whose last applied migration has `when` = `lastWhen` is at. */
export function levelOf(applied: number, lastWhen: number): { count: number; last: string } {
  const entry = migrationJournal().find((e) => e.when === lastWhen);
  return { count: applied, last: entry?.tag ?? `unknown migration of ${lastWhen}` };
}
