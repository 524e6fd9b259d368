/**
 * How a poem is read from the database and answered (PoemSchema): every column plus the
 * derived `hasAudio`, and the orderings a poem list may ask for.
 */
import {
  and,
  eq,
  getTableColumns,
  inArray,
  isNull,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type { Poem, PoemSortField } from '@domain/schemas/poem';
import type { Sort } from '@domain/paging';
import { poems } from '../../../db/schema';
import { orderWithId } from '../shared/order-with-id';
import type { Executor } from '../shared/executor';
import { recordExists } from '../shared/references';
import { rowMeta } from '../shared/row-meta';

/**
 * Whether a poem has a recitation. Spelled with qualified names on purpose: in a one-table
 * select Drizzle writes columns unqualified, and a bare "id" inside the subquery would be
 * the audio's own id.
 */
export const hasAudioSql = sql<boolean>`exists (select 1 from "audios" where "audios"."poem_id" = "poems"."id")`;

/**
 * Whether readers see the poem now: published, not a draft (null) nor still scheduled. Public
 * reads compare with the time of their transaction, so a scheduled poem appears on time.
 */
export const publishedSql = sql<boolean>`(${poems.publishedAt} <= now())`;

/** Who reads: readers see published poems only; administrators also drafts and scheduled ones. */
export interface Audience {
  unpublished: boolean;
}
export const READERS: Audience = { unpublished: false };
/** What administrators' own reads see: every poem and everything that belongs to one. */
export const ADMINISTRATORS: Audience = { unpublished: true };

/**
 * Whether readers see what belongs to the poem `poemId` names (a recording, a difficult word):
 * the poem's own rule, publishedSql, so a draft's or a scheduled poem's dependants stay hidden
 * exactly as long as the poem does.
 */
export const ofPublishedPoem = (db: Executor, poemId: AnyColumn): SQL =>
  inArray(poemId, db.select({ id: poems.id }).from(poems).where(publishedSql));

/** The same for what may also belong to no poem (a difficult word of the whole glossary). */
export const ofNoOrPublishedPoem = (db: Executor, poemId: AnyColumn): SQL =>
  or(isNull(poemId), ofPublishedPoem(db, poemId))!;

/** Whether the poem `id` exists for `audience` (a reader's 404 for a draft's recordings or words). */
export async function poemSeen(db: Executor, id: string, audience: Audience): Promise<boolean> {
  if (audience.unpublished) return recordExists(db, poems, id);
  const rows = await db
    .select({ id: poems.id })
    .from(poems)
    .where(and(eq(poems.id, id), publishedSql));
  return rows.length > 0;
}

/** The select list of a poem row, `hasAudio` included. */
export const poemSelection = {
  ...getTableColumns(poems),
  hasAudio: hasAudioSql,
};

type PoemRow = typeof poems.$inferSelect & { hasAudio: boolean };

/** Returns the API shape of a poem row. */
export function toPoem(row: PoemRow): Poem {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    content: row.content,
    wolofal: row.wolofal,
    translations: row.translations ?? null,
    summary: row.summary ?? null,
    historicalContext: row.historicalContext,
    sourceUrl: row.sourceUrl,
    poetId: row.poetId,
    themeId: row.themeId,
    tagIds: row.tagIds,
    year: row.year,
    coverUrl: row.coverUrl,
    views: row.views,
    likes: row.likes,
    hasAudio: Boolean(row.hasAudio),
    publishedAt: row.publishedAt,
    ...rowMeta(row),
  };
}

/** The column of each sort field of the domain (a new field fails the typecheck here). */
const poemSortColumns: Record<PoemSortField, AnyColumn> = {
  title: poems.title,
  year: poems.year,
  views: poems.views,
  likes: poems.likes,
  createdAt: poems.createdAt,
};

/** Returns the ORDER BY of a poem list; the anthology order (created_at, id) by default. */
export function poemOrder(sort: Sort | undefined): SQL[] {
  const field = (sort?.field ?? 'createdAt') as PoemSortField;
  const column = poemSortColumns[field] ?? poems.createdAt;
  return orderWithId(column, sort?.direction, poems.id);
}
