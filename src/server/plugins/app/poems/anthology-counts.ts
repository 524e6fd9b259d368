/**
 * The counters of the home page (GET /api/stats/summary): how many poems, poets, users,
 * recitations, difficult words, themes and tags there are. Counts only, so the number of
 * users is public (SPEC.md section 1 shows it on the home page) but nothing about them is.
 */
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { StatsSummary } from '@domain/schemas/stats-summary';
import type { Db } from '../../../db/client';
import { audios, difficultWords, poems, poets, tags, themes, users } from '../../../db/schema';

/** Returns every counter of the home page. */
export async function countAnthology(db: Db): Promise<StatsSummary> {
  const rowsOf = async (table: PgTable) => {
    const [row] = await db.select({ n: count() }).from(table);
    return row?.n ?? 0;
  };
  const [poemCount, poetCount, userCount, audioCount, wordCount, themeCount, tagCount] =
    await Promise.all([
      rowsOf(poems),
      rowsOf(poets),
      rowsOf(users),
      rowsOf(audios),
      rowsOf(difficultWords),
      rowsOf(themes),
      rowsOf(tags),
    ]);
  return {
    poems: poemCount,
    poets: poetCount,
    users: userCount,
    audios: audioCount,
    difficultWords: wordCount,
    themes: themeCount,
    tags: tagCount,
  };
}
