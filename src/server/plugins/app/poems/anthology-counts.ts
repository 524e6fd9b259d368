/**
 * The counters of the home page (GET /api/stats/summary): how many poems, poets, users,
 * recitations, difficult words, themes and tags there are. Counts only, so the number of
 * users is public (SPEC.md section 1 shows it on the home page) but nothing about them is.
 */
import { count } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { audios, difficultWords, poems, poets, tags, themes, users } from '../../../db/schema';

export interface AnthologyCounts {
  poems: number;
  poets: number;
  users: number;
  audios: number;
  difficultWords: number;
  themes: number;
  tags: number;
}

const tables = { poems, poets, users, audios, difficultWords, themes, tags };

/** Returns every counter of the home page. */
export async function countAnthology(db: Db): Promise<AnthologyCounts> {
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await db.select({ n: count() }).from(table);
      return [name, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries) as unknown as AnthologyCounts;
}
