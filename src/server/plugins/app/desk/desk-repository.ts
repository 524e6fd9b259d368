/**
 * The curators' desk's counts (routes/api/desk): unpublished poems by state, recordings by
 * timing state, and the trash, in one statement of scalar subqueries. Each count is made
 * with the condition its dashboard list filters on (poems' STATE_CONDITIONS, recordings'
 * TIMING_CONDITIONS), so a count and the list it links to agree. Readers' drift reports are
 * counted by their own repository (a report counts only against the current timing).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { audios, poems, trash } from '../../../db/schema';
import { TIMING_CONDITIONS } from '../audios/timing-conditions';
import { STATE_CONDITIONS } from '../poems/poems-repository';
import { repositoryPlugin } from '../shared/repository-plugin';

export function createDeskRepository(db: Db) {
  const countOf = (table: typeof poems | typeof audios | typeof trash, where?: SQL) =>
    sql<number>`(select count(*)::int from ${table}${where ? sql` where ${where}` : sql``})`;
  return {
    /** The waiting work's counts, read together (one snapshot). */
    async counts() {
      const [row] = await db
        .select({
          draft: countOf(poems, STATE_CONDITIONS.draft),
          scheduled: countOf(poems, STATE_CONDITIONS.scheduled),
          untimed: countOf(audios, TIMING_CONDITIONS.untimed),
          review: countOf(audios, TIMING_CONDITIONS.review),
          trash: countOf(trash),
        })
        .from(sql`(select 1) as one`);
      return row!;
    },
  };
}

export type DeskRepository = ReturnType<typeof createDeskRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    deskRepository: DeskRepository;
  }
}

export default repositoryPlugin('deskRepository', createDeskRepository);
