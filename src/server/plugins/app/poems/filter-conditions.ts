/**
 * The SQL conditions of the advanced poem filter (PoemFilterSchema) and of the free-text
 * search. Text criteria (title, content, poet name, tag name) are case- and accent-insensitive
 * with the domain normaliser, which SQL cannot reproduce (PostgreSQL's lower() and ILIKE
 * depend on the database locale and never fold accents): they are matched in JS over the
 * poem index and small lookups of poets and tags, and become `id = any(...)` conditions.
 * Everything else (years, counters, audio, cover, theme) stays in SQL.
 */
import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { POEM_BOUNDS } from '@domain/poem-bounds';
import type { PoemFilter } from '@domain/schemas/poem-filter';
import { IdSchema } from '@domain/schemas/common';
import type { Db } from '../../../db/client';
import { poems, poets, tags } from '../../../db/schema';
import { hasAudioSql } from './poem-row';
import {
  foldTerms,
  foldText,
  formsBySpellingKey,
  matchesSearchTerms,
  matchWithSpellings,
} from '@domain/words';
import { poetIdsNamed } from '../shared/poet-name-search';
import { uuidArray } from '../shared/uuid-array';
import type { PoemIndex } from './poem-index';
import { textSpellingsOf } from './poem-spellings';

const NOTHING = sql`false`;
const isId = (text: string) => IdSchema.safeParse(text).success;
/** `column = any(ids)`; false for no ids. */
export const idIn = (column: typeof poems.id | typeof poems.poetId, ids: string[]) =>
  ids.length ? sql`${column} = any(${uuidArray(ids)})` : NOTHING;

/**
 * Search answers (matching ids) are kept per index, for the poems generation and the poets
 * they were computed on: any edit of a poem's text starts a new generation, and any write to
 * poets moves their highest rev or their count. Bounded; the oldest answer goes first.
 */
const SEARCH_CACHE_SIZE = 64;
const searchCaches = new WeakMap<PoemIndex, Map<string, SearchHits>>();

/** The poems a search found; `alsoWritten`: those found only through other spellings, with them. */
export interface SearchHits {
  ids: string[];
  alsoWritten: Map<string, string[]>;
}

/**
 * Returns the ids of the poems matching `query` (the domain's matchesSearchTerms): in the
 * anthology order; with `variants`, then the poems found through other spellings of its terms
 * (matchWithSpellings), in the anthology order too.
 */
export async function searchIds(
  db: Db,
  index: PoemIndex,
  query: string,
  variants: boolean,
  unpublished = false,
): Promise<SearchHits> {
  const terms = foldTerms(query);
  const [snapshot, poetRows] = await Promise.all([
    index.snapshot(),
    db.select({ id: poets.id, name: poets.name, rev: poets.rev }).from(poets),
  ]);
  const poetsSeen = `${poetRows.length}:${Math.max(0, ...poetRows.map((p) => p.rev))}`;
  const { generation } = snapshot;
  // Drafts and scheduled poems only for administrators (the published ones: snapshot.poems).
  const all = unpublished ? snapshot.all : snapshot.poems;
  const key = `${generation}|${poetsSeen}|${variants ? 1 : 0}|${unpublished ? 1 : 0}|${terms.join(' ')}`;
  let cache = searchCaches.get(index);
  if (!cache) searchCaches.set(index, (cache = new Map()));
  const hit = cache.get(key);
  if (hit) return hit;

  const poetNames = new Map(poetRows.map((p) => [p.id, foldText(p.name)]));
  const poetSpellings = new Map(poetRows.map((p) => [p.id, formsBySpellingKey(p.name)]));
  const exact: string[] = [];
  const others: string[] = [];
  const alsoWritten = new Map<string, string[]>();
  for (const poem of all) {
    const texts = {
      title: poem.foldedTitle,
      content: poem.foldedContent,
      poet: poetNames.get(poem.poetId) ?? '',
    };
    if (!variants) {
      if (matchesSearchTerms(terms, texts)) exact.push(poem.id);
      continue;
    }
    const match = matchWithSpellings(terms, texts, (k) => [
      ...(textSpellingsOf(poem).get(k) ?? []),
      ...(poetSpellings.get(poem.poetId)?.get(k) ?? []),
    ]);
    if (!match) continue;
    if (match.alsoWritten.length === 0) exact.push(poem.id);
    else {
      others.push(poem.id);
      alsoWritten.set(poem.id, match.alsoWritten);
    }
  }
  const hits = { ids: [...exact, ...others], alsoWritten };
  if (cache.size >= SEARCH_CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(key, hits);
  return hits;
}

/** Returns the condition of the advanced filter (undefined when no criterion is set). */
export async function filterCondition(
  db: Db,
  index: PoemIndex,
  filter: PoemFilter,
): Promise<SQL | undefined> {
  const conditions: (SQL | undefined)[] = [];
  const title = filter.title ? foldText(filter.title) : '';
  const content = filter.content ? foldText(filter.content) : '';
  if (title || content) {
    // Every poem: the caller adds who may see what (poems-repository.ts).
    const { all } = await index.snapshot();
    const ids = all
      .filter((p) => p.foldedTitle.includes(title) && p.foldedContent.includes(content))
      .map((p) => p.id);
    conditions.push(idIn(poems.id, ids));
  }
  if (filter.poet) {
    conditions.push(
      isId(filter.poet)
        ? eq(poems.poetId, filter.poet)
        : idIn(poems.poetId, await poetIdsNamed(db, foldText(filter.poet))),
    );
  }
  if (filter.tag) conditions.push(await tagCondition(db, filter.tag));
  if (filter.themeId) conditions.push(eq(poems.themeId, filter.themeId));
  // A null year is never `>=` or `<=` a bound: the domain's rule (meetsBounds) as SQL has it.
  for (const { criterion, column, side } of POEM_BOUNDS) {
    const bound = filter[criterion];
    if (bound !== undefined) conditions.push((side === 'least' ? gte : lte)(poems[column], bound));
  }
  if (filter.withAudio !== undefined) {
    conditions.push(filter.withAudio ? hasAudioSql : sql`not ${hasAudioSql}`);
  }
  if (filter.withCover !== undefined) {
    const hasCover = sql`coalesce(${poems.coverUrl}, '') <> ''`;
    conditions.push(filter.withCover ? hasCover : sql`not ${hasCover}`);
  }
  return and(...conditions);
}

/** A tag id, or a tag name (whole name, case- and accent-insensitive). */
async function tagCondition(db: Db, tag: string): Promise<SQL> {
  if (isId(tag)) return sql`${poems.tagIds} @> ${uuidArray([tag])}`;
  const wanted = foldText(tag);
  const all = await db.select({ id: tags.id, name: tags.name }).from(tags);
  const ids = all.filter((t) => foldText(t.name) === wanted).map((t) => t.id);
  return ids.length ? sql`${poems.tagIds} && ${uuidArray(ids)}` : NOTHING;
}
