/**
 * Poems: pages (plain, searched, filtered, by poet, by tag), one poem, writes, the view and
 * like counters, the word statistics and the home-page counters.
 *
 * What it deliberately doesn't do: rev, version and timestamps are the triggers' (never set
 * here); deleting a poem cascades to its audios and difficult words in the database, but the
 * audio BYTES in the audio store are not removed here: the poems DELETE route does that
 * (routes/api/poems/remove-poem.ts).
 */
import { count, eq, sql, type SQL } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { toPage, type Page, type PageQuery } from '@domain/paging';
import type { Poem, PoemInput, PoemUpdate } from '@domain/schemas/poem';
import type { PoemFilter } from '@domain/schemas/poem-filter';
import type { Db } from '../../../db/client';
import { poems } from '../../../db/schema';
import { countAnthology } from './anthology-counts';
import { filterCondition, idIn, searchIds } from './filter-conditions';
import { poemReferences } from './poem-references';
import { poemOrder, poemSelection, toPoem } from './poem-row';
import { createPoemIndex } from './poem-index';
import { createPoemWordStatistics } from './poem-word-statistics';
import { countOnce } from '../shared/count-once';
import { defined } from '../shared/defined';
import { isRefusal, type WriteResult } from '../shared/refusal';
import { updateWithVersion } from '../shared/update-with-version';
import { uuidArray } from '../shared/uuid-array';
import { deleteById } from '../shared/delete-by-id';
import { repositoryPlugin } from '../shared/repository-plugin';

const unique = (ids: string[] | undefined) => (ids ? [...new Set(ids)] : undefined);

/** Creates the poems repository over `db`. */
export function createPoemsRepository(db: Db) {
  const index = createPoemIndex(db);
  const statistics = createPoemWordStatistics(index);

  async function page(query: PageQuery, where?: SQL): Promise<Page<Poem>> {
    const rows = await db
      .select(poemSelection)
      .from(poems)
      .where(where)
      .orderBy(...poemOrder(query.sort))
      .limit(query.size)
      .offset(query.page * query.size);
    const [total] = await db.select({ n: count() }).from(poems).where(where);
    return toPage(rows.map(toPoem), total?.n ?? 0, query);
  }

  /**
   * A page of the poems `ids` (in the anthology order). In that order (the default) the page is
   * cut here and only its rows are read; other orders need the database to sort them all.
   */
  async function pageOfIds(ids: string[], query: PageQuery): Promise<Page<Poem>> {
    if (!ids.length) return toPage([], 0, query);
    if ((query.sort?.field ?? 'createdAt') !== 'createdAt') return page(query, idIn(poems.id, ids));
    const ordered = query.sort?.direction === 'desc' ? [...ids].reverse() : ids;
    const pageIds = ordered.slice(query.page * query.size, (query.page + 1) * query.size);
    const rows = pageIds.length
      ? await db
          .select(poemSelection)
          .from(poems)
          .where(idIn(poems.id, pageIds))
          .orderBy(...poemOrder(query.sort))
      : [];
    return toPage(rows.map(toPoem), ids.length, query);
  }

  async function findById(id: string): Promise<Poem | undefined> {
    const [row] = await db.select(poemSelection).from(poems).where(eq(poems.id, id));
    return row && toPoem(row);
  }

  /** One more view or like (once per idempotency key when one is given). */
  function bump(id: string, counter: 'views' | 'likes', key?: string) {
    const column = poems[counter];
    return countOnce(
      db,
      { action: counter === 'views' ? 'view' : 'like', id, key },
      async (tx) => {
        const [row] = await tx
          .update(poems)
          .set({ [counter]: sql`${column} + 1` })
          .where(eq(poems.id, id))
          .returning({ value: column });
        return row?.value;
      },
      async (tx) => {
        const [row] = await tx.select({ value: column }).from(poems).where(eq(poems.id, id));
        return row?.value;
      },
    );
  }

  return {
    /** All poems: in the anthology order, pages are cut from the index (no count, no sort). */
    async page(query: PageQuery): Promise<Page<Poem>> {
      if ((query.sort?.field ?? 'createdAt') !== 'createdAt') return page(query);
      const { poems: all } = await index.snapshot();
      return pageOfIds(
        all.map((p) => p.id),
        query,
      );
    },
    findById,
    byPoet: (poetId: string, query: PageQuery) => page(query, eq(poems.poetId, poetId)),
    byTag: (tagId: string, query: PageQuery) =>
      page(query, sql`${poems.tagIds} @> ${uuidArray([tagId])}`),
    async search(q: string, query: PageQuery) {
      return pageOfIds(await searchIds(db, index, q), query);
    },
    async filter(filter: PoemFilter, query: PageQuery) {
      return page(query, await filterCondition(db, index, filter));
    },

    /** A new poem; its poet, theme and tags must exist (checked in the same transaction). */
    async create(input: PoemInput): Promise<WriteResult<Poem>> {
      const tagIds = unique(input.tagIds) ?? [];
      const id = uuidv7();
      const written = await db.transaction(async (tx) => {
        const missing = await poemReferences(tx, { ...input, tagIds });
        if (missing) return missing;
        await tx.insert(poems).values({ ...input, id, tagIds });
        return id;
      });
      return isRefusal(written) ? written : (await findById(id))!;
    },

    /** Partial update; with `version`, only while the row still has it. */
    async update(id: string, patch: PoemUpdate): Promise<WriteResult<Poem>> {
      const { version, ...fields } = patch;
      const values = defined({ ...fields, tagIds: unique(fields.tagIds) });
      const written = await db.transaction(async (tx) => {
        const missing = await poemReferences(tx, values);
        if (missing) return missing;
        return updateWithVersion(tx, poems, id, version, values);
      });
      return isRefusal(written) ? written : (await findById(id))!;
    },

    /** Deletes a poem (its audios and difficult words go with it); false if there was none. */
    remove: (id: string) => deleteById(db, poems, id),

    incrementViews: (id: string, key?: string) => bump(id, 'views', key),
    incrementLikes: (id: string, key?: string) => bump(id, 'likes', key),
    /** Statistics of one word that parseWordQuery accepted. */
    wordStatistics: statistics,
    /** The home page's counters (every table, not only poems). */
    countAnthology: () => countAnthology(db),
  };
}

export type PoemsRepository = ReturnType<typeof createPoemsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    poemsRepository: PoemsRepository;
  }
}

export default repositoryPlugin('poemsRepository', createPoemsRepository);
