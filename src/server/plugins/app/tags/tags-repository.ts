/**
 * Tags: pages sorted by name, one tag, writes. Names are unique whatever their case: checked
 * here with the domain's case folding (a conflict refusal on `name`, answered 409), backed by
 * a unique index on lower(name) for concurrent writes.
 * A poem lists its tags in `tag_ids`. The database keeps that list honest
 * (migrations/0004_feed_horizon_idempotency_tags.sql): a poem cannot name an unknown tag,
 * and deleting a tag takes it off every poem in the same transaction, whatever deletes it.
 */
import { count, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { toPage, type Page, type PageQuery } from '@domain/paging';
import type { Tag, TagInput, TagUpdate } from '@domain/schemas/tag';
import type { Db } from '../../../db/client';
import { tags } from '../../../db/schema';
import { foldedTextMatch } from '../shared/folded-text-match';
import { orderWithId } from '../shared/order-with-id';
import { rowMeta } from '../shared/row-meta';
import { isRefusal, type Refusal, type WriteResult } from '../shared/refusal';
import { uniqueViolation } from '../shared/unique-violation';
import { updateWithVersion } from '../shared/update-with-version';
import { deleteById } from '../shared/delete-by-id';
import { repositoryPlugin } from '../shared/repository-plugin';
import { nameHeld, nameTaken } from '../shared/name-taken';

/** The fields a tag list may be sorted by. */
export const TAG_SORT_FIELDS = ['name', 'createdAt'] as const;

const toTag = (row: typeof tags.$inferSelect): Tag => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  ...rowMeta(row),
});

const tagNameTaken = () => nameTaken('A tag');

/** Creates the tags repository over `db`. */
export function createTagsRepository(db: Db) {
  async function findById(id: string): Promise<Tag | undefined> {
    const [row] = await db.select().from(tags).where(eq(tags.id, id));
    return row && toTag(row);
  }

  /** Compared with the domain's lower case in JS: PostgreSQL's lower() depends on the locale. */
  async function nameIsFree(name: string, exceptId?: string): Promise<boolean> {
    return !nameHeld(await db.select({ id: tags.id, name: tags.name }).from(tags), name, exceptId);
  }

  /** Runs a write, turning a unique violation (a concurrent clash) into the name conflict. */
  async function guarded<T>(write: () => Promise<T>): Promise<T | Refusal> {
    try {
      return await write();
    } catch (error) {
      if (uniqueViolation(error) !== undefined) return tagNameTaken();
      throw error;
    }
  }

  return {
    findById,

    /** A page of tags; with `q`, only those whose name holds it (any case, any accents). */
    async page(query: PageQuery & { q?: string }): Promise<Page<Tag>> {
      const column = query.sort?.field === 'createdAt' ? tags.createdAt : tags.name;
      const where = query.q?.trim()
        ? foldedTextMatch(
            await db.select({ id: tags.id, name: tags.name }).from(tags),
            query.q,
            (tag) => [tag.name],
            tags.id,
          )
        : undefined;
      const rows = await db
        .select()
        .from(tags)
        .where(where)
        .orderBy(...orderWithId(column, query.sort?.direction, tags.id))
        .limit(query.size)
        .offset(query.page * query.size);
      const [total] = await db.select({ n: count() }).from(tags).where(where);
      return toPage(rows.map(toTag), total?.n ?? 0, query);
    },

    async create(input: TagInput): Promise<WriteResult<Tag>> {
      if (!(await nameIsFree(input.name))) return tagNameTaken();
      const rows = await guarded(() =>
        db.insert(tags).values({ id: uuidv7(), name: input.name }).returning(),
      );
      return isRefusal(rows) ? rows : toTag(rows[0]!);
    },

    /** Partial update; with `version`, only while the row still has it. */
    async update(id: string, patch: TagUpdate): Promise<WriteResult<Tag>> {
      const { version, name } = patch;
      if (name !== undefined && !(await nameIsFree(name, id))) return tagNameTaken();
      const changes = name === undefined ? {} : { name };
      const row = await guarded(() => updateWithVersion(db, tags, id, version, changes));
      return isRefusal(row) ? row : toTag(row);
    },

    /** Deletes a tag (the database takes it off every poem); false if there was none. */
    remove: (id: string) => deleteById(db, tags, id),
  };
}

export type TagsRepository = ReturnType<typeof createTagsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    tagsRepository: TagsRepository;
  }
}

export default repositoryPlugin('tagsRepository', createTagsRepository);
