/**
 * How a poem is read from the database and answered (PoemSchema): every column plus the
 * derived `hasAudio`, and the orderings a poem list may ask for.
 */
import { getTableColumns, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Poem, PoemSortField } from '@domain/schemas/poem';
import type { Sort } from '@domain/paging';
import { poems } from '../../../db/schema';
import { orderWithId } from '../shared/order-with-id';
import { rowMeta } from '../shared/row-meta';

/**
 * Whether a poem has a recitation. Spelled with qualified names on purpose: in a one-table
 * select Drizzle writes columns unqualified, and a bare "id" inside the subquery would be
 * the audio's own id.
 */
export const hasAudioSql = sql<boolean>`exists (select 1 from "audios" where "audios"."poem_id" = "poems"."id")`;

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
