/**
 * Poems: pages (plain, searched, filtered, by poet, by tag), one poem, writes, the view and
 * like counters, the word statistics and the home-page counters.
 *
 * Readers see published poems only (publishedSql: a draft or a poem still scheduled is left
 * out of every page, search, count and statistic, and `findPublished` does not find it); the
 * administrators' list and `findById` see every poem (`Audience`).
 *
 * A save's `publishedAt: 'now'` goes to the database as it is: 'now' is PostgreSQL's own input
 * for the transaction's time, so a poem published now is dated by the database's clock, the
 * one the public queries compare with, not the editor's.
 *
 * What it deliberately doesn't do: rev, version and timestamps are the triggers' (never set
 * here); deleting a poem is moving it to the trash (plugins/app/trash), with its audios and
 * difficult words.
 */
import { and, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { toPage, type Page, type PageQuery } from '@domain/paging';
import type { Poem, PoemInput, PoemUpdate } from '@domain/schemas/poem';
import type { PoemFilter } from '@domain/schemas/poem-filter';
import type { PublicationState } from '@domain/publication/publication-state';
import type { Db } from '../../../db/client';
import { poems } from '../../../db/schema';
import { wolofalMisalignment, wolofalOrNull } from '@domain/wolofal/wolofal-alignment';
import type { Executor } from '../shared/executor';
import { countAnthology } from './anthology-counts';
import { filterCondition, idIn, searchIds } from './filter-conditions';
import { poemReferences } from './poem-references';
import { poemOrder, poemSelection, publishedSql, READERS, toPoem, type Audience } from './poem-row';
import { createPoemIndex } from './poem-index';
import { createPoemWordStatistics } from './poem-word-statistics';
import { countOnce } from '../shared/count-once';
import { defined } from '../shared/defined';
import { invalid, isRefusal, type WriteResult } from '../shared/refusal';
import { updateWithVersion } from '../shared/update-with-version';
import { uuidArray } from '../shared/uuid-array';
import { repositoryPlugin } from '../shared/repository-plugin';
import { actAs, type Actor } from '../shared/act-as';

/** The administrators' list: the advanced filter's criteria and the publication state. */
export type DeskFilter = Pick<PoemFilter, 'poet' | 'tag' | 'themeId' | 'withAudio'> & {
  state?: PublicationState;
  /** The free-text search (title, text, poet), other spellings included. */
  q?: string;
};

/** Each publication state as SQL (the list's `state` filter, the desk's counts). */
export const STATE_CONDITIONS: Record<PublicationState, SQL> = {
  draft: isNull(poems.publishedAt),
  scheduled: sql`(${poems.publishedAt} > now())`,
  published: publishedSql,
};

const seen = (audience: Audience, where?: SQL) =>
  audience.unpublished ? where : and(publishedSql, where);

const unique = (ids: string[] | undefined) => (ids ? [...new Set(ids)] : undefined);

/**
 * An update that changes the Latin text or the Wolofal but not both: the other as stored must
 * still stand beside it (the body's schema checks a body that has both).
 */
async function misalignedUpdate(
  tx: Executor,
  id: string,
  values: { content?: string; wolofal?: string | null },
) {
  if (values.content === undefined && values.wolofal === undefined) return undefined;
  const [stored] = await tx
    .select({ content: poems.content, wolofal: poems.wolofal })
    .from(poems)
    .where(eq(poems.id, id));
  if (!stored) return undefined;
  const refusal = wolofalMisalignment(
    values.content ?? stored.content,
    values.wolofal === undefined ? stored.wolofal : values.wolofal,
  );
  return refusal ? invalid({ wolofal: refusal }, refusal.message) : undefined;
}

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
   * A page of the poems `ids`, in their order (the anthology order, or a search's: exact
   * matches first). In the default order the page is cut here and only its rows are read;
   * other orders need the database to sort them all.
   */
  async function pageOfIds(ids: string[], query: PageQuery): Promise<Page<Poem>> {
    if (!ids.length) return toPage([], 0, query);
    if ((query.sort?.field ?? 'createdAt') !== 'createdAt') return page(query, idIn(poems.id, ids));
    const ordered = query.sort?.direction === 'desc' ? [...ids].reverse() : ids;
    const pageIds = ordered.slice(query.page * query.size, (query.page + 1) * query.size);
    const rows = pageIds.length
      ? await db.select(poemSelection).from(poems).where(idIn(poems.id, pageIds))
      : [];
    // The order of `ids` is kept (a search lists exact matches before other spellings).
    const position = new Map(pageIds.map((id, i) => [id, i]));
    rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
    return toPage(rows.map(toPoem), ids.length, query);
  }

  async function findById(id: string): Promise<Poem | undefined> {
    const [row] = await db.select(poemSelection).from(poems).where(eq(poems.id, id));
    return row && toPoem(row);
  }

  /** The anthology order, cut from the index: every poem for administrators. */
  async function pageInOrder(query: PageQuery, audience: Audience): Promise<Page<Poem>> {
    const snapshot = await index.snapshot();
    const list = audience.unpublished ? snapshot.all : snapshot.poems;
    return pageOfIds(
      list.map((p) => p.id),
      query,
    );
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
    async page(query: PageQuery, audience: Audience = READERS): Promise<Page<Poem>> {
      if ((query.sort?.field ?? 'createdAt') !== 'createdAt') return page(query, seen(audience));
      return pageInOrder(query, audience);
    },
    /**
     * The administrators' list: every poem (readers: the published ones) matching the filter
     * and the publication state.
     */
    async desk(filter: DeskFilter, query: PageQuery, audience: Audience): Promise<Page<Poem>> {
      const { state, q, ...criteria } = filter;
      const filtered = Object.values(criteria).some((v) => v !== undefined);
      const inOrder = (query.sort?.field ?? 'createdAt') === 'createdAt';
      const hits = q ? await searchIds(db, index, q, true, audience.unpublished) : undefined;
      // A search alone keeps its order (exact matches first), as /search does.
      if (!state && !filtered && inOrder) {
        return hits ? pageOfIds(hits.ids, query) : pageInOrder(query, audience);
      }
      const where = and(
        hits ? idIn(poems.id, hits.ids) : undefined,
        filtered ? await filterCondition(db, index, criteria) : undefined,
        state ? STATE_CONDITIONS[state] : undefined,
      );
      return page(query, seen(audience, where));
    },
    /** Any poem, drafts and scheduled ones too (administrators, and the writes' answers). */
    findById,
    /** A poem readers may see now (undefined for a draft or a poem still scheduled). */
    async findPublished(id: string): Promise<Poem | undefined> {
      const [row] = await db
        .select(poemSelection)
        .from(poems)
        .where(and(eq(poems.id, id), publishedSql));
      return row && toPoem(row);
    },
    byPoet: (poetId: string, query: PageQuery) =>
      page(query, and(publishedSql, eq(poems.poetId, poetId))),
    byTag: (tagId: string, query: PageQuery) =>
      page(query, and(publishedSql, sql`${poems.tagIds} @> ${uuidArray([tagId])}`)),
    /** A page of the poems matching `q`, and the other spellings of those found through them. */
    async search(q: string, query: PageQuery, variants = true, audience: Audience = READERS) {
      const hits = await searchIds(db, index, q, variants, audience.unpublished);
      const found = await pageOfIds(hits.ids, query);
      const alsoWritten: Record<string, string[]> = {};
      for (const poem of found.content) {
        const spellings = hits.alsoWritten.get(poem.id);
        if (spellings) alsoWritten[poem.id] = spellings;
      }
      return { ...found, alsoWritten };
    },
    async filter(filter: PoemFilter, query: PageQuery) {
      return page(query, and(publishedSql, await filterCondition(db, index, filter)));
    },

    /** A new poem; its poet, theme and tags must exist (checked in the same transaction). */
    async create(input: PoemInput, actor?: Actor): Promise<WriteResult<Poem>> {
      const tagIds = unique(input.tagIds) ?? [];
      const id = uuidv7();
      const written = await db.transaction(async (tx) => {
        const missing = await poemReferences(tx, { ...input, tagIds });
        if (missing) return missing;
        await actAs(tx, actor);
        await tx.insert(poems).values({
          ...input,
          id,
          tagIds,
          wolofal: wolofalOrNull(input.wolofal),
        });
        return id;
      });
      return isRefusal(written) ? written : (await findById(id))!;
    },

    /** Partial update; with `version`, only while the row still has it. */
    async update(id: string, patch: PoemUpdate, actor?: Actor): Promise<WriteResult<Poem>> {
      const { version, ...fields } = patch;
      const wolofal = fields.wolofal === undefined ? undefined : wolofalOrNull(fields.wolofal);
      const values = defined({
        ...fields,
        wolofal,
        tagIds: unique(fields.tagIds),
      });
      const written = await db.transaction(async (tx) => {
        const missing = await poemReferences(tx, values);
        if (missing) return missing;
        const misaligned = await misalignedUpdate(tx, id, values);
        if (misaligned) return misaligned;
        await actAs(tx, actor);
        return updateWithVersion(tx, poems, id, version, values);
      });
      return isRefusal(written) ? written : (await findById(id))!;
    },

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
