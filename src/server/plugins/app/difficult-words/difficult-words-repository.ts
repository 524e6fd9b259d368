/**
 * Difficult words (SPEC.md sections 3 and 5): the glossary entries a poem page highlights.
 *
 * Lists are pages sorted by a whitelisted field; the search is case- and accent-insensitive
 * and matches anywhere in the word (exact matches first, then prefixes, then the rest).
 * `rev`, `version` and the timestamps are kept by database triggers: this file never sets
 * them. It deliberately doesn't decide HTTP answers: a stale version, a missing row or an
 * unknown poem comes back as a refusal (shared/refusal.ts), which the routes answer.
 *
 * Readers never see the words of a poem they may not see (a draft, or scheduled): every read
 * takes the caller's `Audience`, and a reader's keeps only the words of published poems and
 * those of no poem (the poem's own rule, poems/poem-row.ts `ofPublishedPoem`).
 */
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Page, PageQuery, Sort } from '@domain/paging';
import { toPage } from '@domain/paging';
import type {
  DifficultWord,
  DifficultWordInput,
  DifficultWordUpdate,
} from '@domain/schemas/difficult-word';
import { normalizeWord } from '@domain/words';
import type { Db } from '../../../db/client';
import { difficultWords, poems } from '../../../db/schema';
import { defined } from '../shared/defined';
import { missingReferences } from '../shared/references';
import { ofNoOrPublishedPoem, poemSeen, type Audience } from '../poems/poem-row';
import { isRefusal, type WriteResult } from '../shared/refusal';
import type { Executor } from '../shared/executor';
import { updateWithVersion } from '../shared/update-with-version';
import { deleteById } from '../shared/delete-by-id';
import { repositoryPlugin } from '../shared/repository-plugin';
import { actAs, type Actor } from '../shared/act-as';

/** The fields a list of difficult words may be sorted by. */
export const DIFFICULT_WORD_SORTS = ['word', 'createdAt'] as const;

type Row = typeof difficultWords.$inferSelect;

const toApi = (row: Row): DifficultWord => ({
  id: row.id,
  word: row.word,
  definition: row.definition,
  explanation: row.explanation,
  poemId: row.poemId,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
  rev: row.rev,
  version: row.version,
});

/** Blank optional text is stored as null, so "cleared" has one representation. */
const blankToNull = (v: string | null | undefined) => (v === undefined ? undefined : v || null);

/**
 * The matching form of `word` in SQL, as normalizeWord(…, {ignoreAccents}) computes it in
 * JS: marks are removed before lower() so that it works in any database locale (the
 * remaining letters are ASCII, or the few undecomposable ones translate() lowers).
 */
const foldedWord = sql`lower(translate(
  regexp_replace(normalize(${difficultWords.word}, NFD), '[\\u0300-\\u036f]', '', 'g'),
  'ŊƁƊØ’ʼ‐‑', 'ŋɓɗø''''--'))`;

/**
 * Words sort by their folded form (`àll` between `akara` and `atayakat`, as a Wolof reader
 * expects), then by their exact text; code-point order ("C") so that every database sorts alike.
 */
function orderBy(sort: Sort | undefined): SQL[] {
  const dir = sort?.direction === 'desc' ? desc : asc;
  if (sort?.field === 'createdAt') return [dir(difficultWords.createdAt), dir(difficultWords.id)];
  return [
    dir(sql`${foldedWord} collate "C"`),
    dir(sql`${difficultWords.word} collate "C"`),
    dir(difficultWords.id),
  ];
}

/** The poem a word names must exist (checked and locked in the writing transaction). */
const poemReference = (tx: Executor, poemId: string | null | undefined) =>
  missingReferences(tx, [{ field: 'poemId', table: poems, label: 'Poem', ids: poemId }]);

export function createDifficultWordsRepository(db: Db) {
  /** What `audience` may see of the words: all, or those of no poem or of a published one. */
  const seen = (audience: Audience, where?: SQL) =>
    audience.unpublished ? where : and(ofNoOrPublishedPoem(db, difficultWords.poemId), where);

  async function page(
    audience: Audience,
    condition: SQL | undefined,
    query: PageQuery,
    order: SQL[],
  ): Promise<Page<DifficultWord>> {
    const where = seen(audience, condition);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(difficultWords)
        .where(where)
        .orderBy(...order)
        .limit(query.size)
        .offset(query.page * query.size),
      db.select({ n: count() }).from(difficultWords).where(where),
    ]);
    return toPage(rows.map(toApi), total?.n ?? 0, query);
  }

  async function findById(id: string, audience: Audience) {
    const [row] = await db
      .select()
      .from(difficultWords)
      .where(seen(audience, eq(difficultWords.id, id)));
    return row && toApi(row);
  }

  return {
    /** A page of every word, or of one poem's words. */
    list(query: PageQuery, filter: { poemId?: string }, audience: Audience) {
      const where = filter.poemId ? eq(difficultWords.poemId, filter.poemId) : undefined;
      return page(audience, where, query, orderBy(query.sort));
    },

    /**
     * A page of the words containing `text`, ignoring case and accents, optionally of one
     * poem; best matches first.
     */
    search(text: string, query: PageQuery, filter: { poemId?: string }, audience: Audience) {
      const needle = normalizeWord(text, { ignoreAccents: true });
      const where = and(
        sql`strpos(${foldedWord}, ${needle}) > 0`,
        filter.poemId ? eq(difficultWords.poemId, filter.poemId) : undefined,
      );
      const rank = sql`case when ${foldedWord} = ${needle} then 0
        when strpos(${foldedWord}, ${needle}) = 1 then 1 else 2 end`;
      return page(
        audience,
        where,
        query,
        query.sort ? orderBy(query.sort) : [asc(rank), ...orderBy(undefined)],
      );
    },

    /** The word with this id, or undefined. */
    findById,

    /** Whether the poem exists and `audience` may see it (the routes' 404 on /poem/:id). */
    poemExists: (id: string, audience: Audience) => poemSeen(db, id, audience),

    /** Inserts a new word (its poem must exist) and returns it as the API shows it. */
    create(input: DifficultWordInput, actor?: Actor): Promise<WriteResult<DifficultWord>> {
      return db.transaction(async (tx) => {
        const missing = await poemReference(tx, input.poemId);
        if (missing) return missing;
        await actAs(tx, actor);
        const [row] = await tx
          .insert(difficultWords)
          .values({
            id: uuidv7(),
            word: input.word,
            definition: input.definition,
            explanation: blankToNull(input.explanation) ?? null,
            poemId: input.poemId ?? null,
          })
          .returning();
        return toApi(row!);
      });
    },

    /** Applies a partial update; with `version`, only if the row still has that version. */
    update(
      id: string,
      patch: DifficultWordUpdate,
      actor?: Actor,
    ): Promise<WriteResult<DifficultWord>> {
      const { version, ...fields } = patch;
      const changes = defined({ ...fields, explanation: blankToNull(fields.explanation) });
      return db.transaction(async (tx) => {
        const missing = await poemReference(tx, changes.poemId);
        if (missing) return missing;
        await actAs(tx, actor);
        const row = await updateWithVersion(tx, difficultWords, id, version, changes);
        return isRefusal(row) ? row : toApi(row);
      });
    },

    /** Deletes the word (the trigger leaves a tombstone); false when there was none. */
    remove: (id: string) => deleteById(db, difficultWords, id),
  };
}

export type DifficultWordsRepository = ReturnType<typeof createDifficultWordsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    difficultWordsRepository: DifficultWordsRepository;
  }
}

export default repositoryPlugin('difficultWordsRepository', createDifficultWordsRepository);
