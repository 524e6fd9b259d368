/**
 * Poets: pages (sorted, searched by name, filtered by status), one poet with the derived
 * `poemCount`, and writes. A poet who still has poems cannot be deleted (the foreign key
 * restricts it; this repository says why first, as a refusal the route answers with 409). Their poems are listed by the poems
 * repository (`byPoet`).
 */
import { onField } from '@domain/error-codes';
import { and, count, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { toPage, type Page, type PageQuery } from '@domain/paging';
import type { Poet, PoetInput, PoetUpdate } from '@domain/schemas/poet';
import type { Db } from '../../../db/client';
import { poets } from '../../../db/schema';
import { defined } from '../shared/defined';
import { foldText } from '@domain/words';
import { orderWithId } from '../shared/order-with-id';
import { poetIdsNamed } from '../shared/poet-name-search';
import {
  invalid,
  isRefusal,
  notFoundRefusal,
  staleRefusal,
  type WriteResult,
} from '../shared/refusal';
import { rowMeta } from '../shared/row-meta';
import { updateWithVersion } from '../shared/update-with-version';
import { uuidArray } from '../shared/uuid-array';
import { repositoryPlugin } from '../shared/repository-plugin';
import { actAs, type Actor } from '../shared/act-as';
import type { Executor } from '../shared/executor';
import { lockNames, nameHeld, nameTaken } from '../shared/name-taken';

/** The fields a poet list may be sorted by. */
export const POET_SORT_FIELDS = ['name', 'birthYear', 'createdAt'] as const;
type PoetSortField = (typeof POET_SORT_FIELDS)[number];
const sortColumns: Record<PoetSortField, AnyColumn> = {
  name: poets.name,
  birthYear: poets.birthYear,
  createdAt: poets.createdAt,
};

export interface PoetListQuery extends PageQuery {
  /** Part of the name, case- and accent-insensitive. */
  q?: string;
  status?: Poet['status'];
}

const selection = {
  id: poets.id,
  slug: poets.slug,
  name: poets.name,
  birthYear: poets.birthYear,
  deathYear: poets.deathYear,
  status: poets.status,
  biography: poets.biography,
  photoUrl: poets.photoUrl,
  // Qualified by hand: Drizzle leaves columns of a one-table select unqualified.
  poemCount: sql<number>`(select count(*)::int from "poems" where "poems"."poet_id" = "poets"."id")`,
  rev: poets.rev,
  version: poets.version,
  createdAt: poets.createdAt,
  updatedAt: poets.updatedAt,
};

type PoetRow = Omit<Poet, 'biography'> & { biography: Poet['biography'] | null };
const toPoet = (row: PoetRow): Poet => ({
  ...row,
  biography: row.biography ?? null,
  poemCount: Number(row.poemCount),
  ...rowMeta(row),
});

const conflictingYears = () =>
  invalid(
    onField('deathYear', 'death_before_birth', 'Death year must not be before birth year'),
    'Death year must not be before birth year',
  );

/** Creates the poets repository over `db`. */
export function createPoetsRepository(db: Db) {
  async function findById(id: string): Promise<Poet | undefined> {
    const [row] = await db.select(selection).from(poets).where(eq(poets.id, id));
    return row && toPoet(row);
  }

  /** Whether another poet has this name (checked under the names lock, until `tx` ends). */
  async function nameInUse(tx: Executor, name: string, exceptId?: string): Promise<boolean> {
    await lockNames(tx, 'poets');
    return nameHeld(
      await tx.select({ id: poets.id, name: poets.name }).from(poets),
      name,
      exceptId,
    );
  }

  /** Name search is done on folded names (SQL cannot fold accents the domain's way). */
  async function nameCondition(q: string): Promise<SQL> {
    const ids = await poetIdsNamed(db, foldText(q.trim()));
    return ids.length ? sql`${poets.id} = any(${uuidArray(ids)})` : sql`false`;
  }

  return {
    findById,

    async page(query: PoetListQuery): Promise<Page<Poet>> {
      const where = and(
        query.q?.trim() ? await nameCondition(query.q) : undefined,
        query.status ? eq(poets.status, query.status) : undefined,
      );
      const field = (query.sort?.field ?? 'createdAt') as PoetSortField;
      const rows = await db
        .select(selection)
        .from(poets)
        .where(where)
        .orderBy(...orderWithId(sortColumns[field], query.sort?.direction, poets.id))
        .limit(query.size)
        .offset(query.page * query.size);
      const [total] = await db.select({ n: count() }).from(poets).where(where);
      return toPage(rows.map(toPoet), total?.n ?? 0, query);
    },

    async create(input: PoetInput, actor?: Actor): Promise<WriteResult<Poet>> {
      const id = uuidv7();
      const refused = await db.transaction(async (tx) => {
        if (await nameInUse(tx, input.name)) return nameTaken('A poet');
        await actAs(tx, actor);
        await tx.insert(poets).values({ ...input, id });
        return undefined;
      });
      return refused ?? (await findById(id))!;
    },

    /** Partial update; with `version`, only while the row still has it. */
    async update(id: string, patch: PoetUpdate, actor?: Actor): Promise<WriteResult<Poet>> {
      const { version, ...fields } = patch;
      const values = defined(fields);
      const current = await findById(id);
      if (!current) return notFoundRefusal;
      if (version !== undefined && version !== current.version) return staleRefusal;
      // Years are checked together, so a patch of one must agree with the other as stored.
      const birthYear = values.birthYear === undefined ? current.birthYear : values.birthYear;
      const deathYear = values.deathYear === undefined ? current.deathYear : values.deathYear;
      if (birthYear != null && deathYear != null && birthYear > deathYear) {
        return conflictingYears();
      }
      // The version read above guards the write: a change in between makes it stale.
      const row = await db.transaction(async (tx) => {
        if (values.name !== undefined && (await nameInUse(tx, values.name, id))) {
          return nameTaken('A poet');
        }
        await actAs(tx, actor);
        return updateWithVersion(tx, poets, id, current.version, values);
      });
      return isRefusal(row) ? row : (await findById(id))!;
    },
  };
}

export type PoetsRepository = ReturnType<typeof createPoetsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    poetsRepository: PoetsRepository;
  }
}

export default repositoryPlugin('poetsRepository', createPoetsRepository);
