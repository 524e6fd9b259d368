/**
 * Singers (the reciters of the audio recordings): a page of them, one, create, edit, delete.
 *
 * Deleting a singer keeps their recordings: the foreign key is ON DELETE SET NULL, so the
 * audios lose their singer (and, through the triggers, get a new rev the clients sync).
 * `rev`, `version` and the timestamps are kept by database triggers, never set here. HTTP
 * answers are the routes' business: a stale version or a missing row comes back as a result.
 */
import { asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { toPage, type Page, type PageQuery, type Sort } from '@domain/paging';
import type { Singer, SingerInput, SingerUpdate } from '@domain/schemas/singer';
import type { Db } from '../../../db/client';
import { singers } from '../../../db/schema';
import { defined } from '../shared/defined';
import { foldedSortKey } from '../shared/folded-sort-key';
import { foldedTextMatch } from '../shared/folded-text-match';
import { isRefusal, type WriteResult } from '../shared/refusal';
import { updateWithVersion } from '../shared/update-with-version';
import { deleteById } from '../shared/delete-by-id';
import { repositoryPlugin } from '../shared/repository-plugin';
import type { Executor } from '../shared/executor';
import { lockNames, nameHeld, nameTaken } from '../shared/name-taken';

/** Whether another reciter has this name (checked under the names lock, until `tx` ends). */
async function nameInUse(tx: Executor, name: string, exceptId?: string): Promise<boolean> {
  await lockNames(tx, 'singers');
  return nameHeld(
    await tx.select({ id: singers.id, name: singers.name }).from(singers),
    name,
    exceptId,
  );
}

/** The fields a list of singers may be sorted by. */
export const SINGER_SORTS = ['name', 'createdAt'] as const;

type Row = typeof singers.$inferSelect;

const toSinger = (row: Row): Singer => ({
  id: row.id,
  name: row.name,
  biography: row.biography,
  photoUrl: row.photoUrl,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
  rev: row.rev,
  version: row.version,
});

/** Blank optional text is stored as null, so "cleared" has one representation. */
const blankToNull = (v: string | null | undefined) => (v === undefined ? undefined : v || null);

function orderBy(sort: Sort | undefined): SQL[] {
  const dir = sort?.direction === 'desc' ? desc : asc;
  const key = sort?.field === 'createdAt' ? singers.createdAt : foldedSortKey(singers.name);
  return [dir(key), asc(singers.id)];
}

export function createSingersRepository(db: Db) {
  async function findById(id: string): Promise<Singer | undefined> {
    const [row] = await db.select().from(singers).where(eq(singers.id, id));
    return row && toSinger(row);
  }

  return {
    /** A page of singers, by name unless the query says otherwise; `q`: part of the name. */
    async list(query: PageQuery & { q?: string }): Promise<Page<Singer>> {
      const where = query.q?.trim()
        ? foldedTextMatch(
            await db.select({ id: singers.id, name: singers.name }).from(singers),
            query.q,
            (singer) => [singer.name],
            singers.id,
          )
        : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(singers)
          .where(where)
          .orderBy(...orderBy(query.sort))
          .limit(query.size)
          .offset(query.page * query.size),
        db.select({ n: count() }).from(singers).where(where),
      ]);
      return toPage(rows.map(toSinger), total?.n ?? 0, query);
    },

    /** The singer with this id, or undefined. */
    findById,

    /** Inserts a singer and returns it as the API shows it. */
    async create(input: SingerInput): Promise<WriteResult<Singer>> {
      return db.transaction(async (tx) => {
        if (await nameInUse(tx, input.name)) return nameTaken('A reciter');
        const [row] = await tx
          .insert(singers)
          .values({
            id: uuidv7(),
            name: input.name,
            biography: blankToNull(input.biography) ?? null,
            photoUrl: blankToNull(input.photoUrl) ?? null,
          })
          .returning();
        return toSinger(row!);
      });
    },

    /** Partial update; with `version`, only while the row still has it. */
    async update(id: string, patch: SingerUpdate): Promise<WriteResult<Singer>> {
      const { version, ...fields } = patch;
      const changes = defined({
        ...fields,
        biography: blankToNull(fields.biography),
        photoUrl: blankToNull(fields.photoUrl),
      });
      return db.transaction(async (tx) => {
        if (changes.name !== undefined && (await nameInUse(tx, changes.name, id))) {
          return nameTaken('A reciter');
        }
        const row = await updateWithVersion(tx, singers, id, version, changes);
        return isRefusal(row) ? row : toSinger(row);
      });
    },

    /** Deletes the singer (their audios stay, without a singer); false when there was none. */
    remove: (id: string) => deleteById(db, singers, id),
  };
}

export type SingersRepository = ReturnType<typeof createSingersRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    singersRepository: SingersRepository;
  }
}

export default repositoryPlugin('singersRepository', createSingersRepository);
