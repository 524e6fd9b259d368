/**
 * The counters of the home page (GET /api/stats/summary): how many poems, poets, users,
 * recitations, difficult words, themes and tags there are. Counts only, so the number of
 * users is public (SPEC.md section 1 shows it on the home page) but nothing about them is.
 * Poems: the published ones only (readers never learn of drafts), and so recitations and
 * difficult words: those of published poems (a word of no poem counts too).
 */
import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { StatsSummary } from '@domain/schemas/stats-summary';
import type { Db } from '../../../db/client';
import { audios, difficultWords, poems, poets, tags, themes, users } from '../../../db/schema';
import { ofNoOrPublishedPoem, ofPublishedPoem, publishedSql } from './poem-row';

/** Returns every counter of the home page. */
export async function countAnthology(db: Db): Promise<StatsSummary> {
  const rowsOf = async (table: PgTable, where?: SQL) => {
    const [row] = await db.select({ n: count() }).from(table).where(where);
    return row?.n ?? 0;
  };
  const [poemCount, poetCount, userCount, audioCount, wordCount, themeCount, tagCount] =
    await Promise.all([
      rowsOf(poems, publishedSql),
      rowsOf(poets),
      rowsOf(users),
      rowsOf(audios, ofPublishedPoem(db, audios.poemId)),
      rowsOf(difficultWords, ofNoOrPublishedPoem(db, difficultWords.poemId)),
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
