/**
 * Tags: pages sorted by name, one tag, writes. Names are unique whatever their case: checked
 * here with the domain's case folding (409 with `fields.name`), backed by a unique index on
 * lower(name) for concurrent writes.
 * A poem lists its tags in `tag_ids` (an array, no foreign key), so deleting a tag removes
 * its id from every poem in the same transaction.
 */
import fp from 'fastify-plugin';
import { and, count, eq, sql } from 'drizzle-orm';
import { normalizeWord } from '@domain/words';
import { v7 as uuidv7 } from 'uuid';
import { toPage, type Page, type PageQuery } from '@domain/paging';
import type { Tag, TagInput, TagUpdate } from '@domain/schemas/tag';
import type { Db } from '../../../db/client';
import { poems, tags } from '../../../db/schema';
import { conflict, notFound, staleVersion } from '../../../lib/http-errors';
import { orderWithId } from '../shared/order-with-id';
import { rowMeta } from '../shared/row-meta';
import { uniqueViolation } from '../shared/unique-violation';
import { uuidArray } from '../shared/uuid-array';

/** The fields a tag list may be sorted by. */
export const TAG_SORT_FIELDS = ['name', 'createdAt'] as const;

const toTag = (row: typeof tags.$inferSelect): Tag => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  ...rowMeta(row),
});

const nameTaken = () =>
  conflict('A tag with this name already exists', { name: 'A tag with this name already exists' });

/** Creates the tags repository over `db`. */
export function createTagsRepository(db: Db) {
  async function findById(id: string): Promise<Tag | undefined> {
    const [row] = await db.select().from(tags).where(eq(tags.id, id));
    return row && toTag(row);
  }

  /** Compared with the domain's lower case in JS: PostgreSQL's lower() depends on the locale. */
  async function assertNameFree(name: string, exceptId?: string) {
    const wanted = normalizeWord(name);
    const all = await db.select({ id: tags.id, name: tags.name }).from(tags);
    if (all.some((t) => t.id !== exceptId && normalizeWord(t.name) === wanted)) throw nameTaken();
  }

  /** Runs a write, turning a unique violation (a concurrent clash) into the 409 with fields. */
  async function guarded<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (uniqueViolation(error) !== undefined) throw nameTaken();
      throw error;
    }
  }

  return {
    findById,

    async page(query: PageQuery): Promise<Page<Tag>> {
      const column = query.sort?.field === 'createdAt' ? tags.createdAt : tags.name;
      const rows = await db
        .select()
        .from(tags)
        .orderBy(...orderWithId(column, query.sort?.direction, tags.id))
        .limit(query.size)
        .offset(query.page * query.size);
      const [total] = await db.select({ n: count() }).from(tags);
      return toPage(rows.map(toTag), total?.n ?? 0, query);
    },

    async create(input: TagInput): Promise<Tag> {
      await assertNameFree(input.name);
      const [row] = await guarded(() =>
        db.insert(tags).values({ id: uuidv7(), name: input.name }).returning(),
      );
      return toTag(row!);
    },

    /** Partial update; a given `version` must be the row's (else 409). */
    async update(id: string, patch: TagUpdate): Promise<Tag> {
      const { version, name } = patch;
      if (name !== undefined) await assertNameFree(name, id);
      const match =
        version === undefined ? eq(tags.id, id) : and(eq(tags.id, id), eq(tags.version, version));
      const [row] =
        name !== undefined
          ? await guarded(() => db.update(tags).set({ name }).where(match).returning())
          : await db.select().from(tags).where(match);
      if (!row) throw (await findById(id)) ? staleVersion() : notFound('Tag');
      return toTag(row);
    },

    /** Deletes a tag and takes it off every poem, atomically; false if there was none. */
    async remove(id: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx
          .update(poems)
          .set({ tagIds: sql`array_remove(${poems.tagIds}, ${id}::uuid)` })
          .where(sql`${poems.tagIds} @> ${uuidArray([id])}`);
        const gone = await tx.delete(tags).where(eq(tags.id, id)).returning({ id: tags.id });
        return gone.length > 0;
      });
    },
  };
}

export type TagsRepository = ReturnType<typeof createTagsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    tagsRepository: TagsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('tagsRepository', createTagsRepository(app.db));
  },
  { name: 'tags-repository', dependencies: ['db'] },
);
