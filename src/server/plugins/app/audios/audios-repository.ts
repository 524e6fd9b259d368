/**
 * Audio recordings' metadata (the bytes live in the audio store, under `storageKey`).
 *
 * Counters (plays, downloads) are single atomic `x = x + 1` updates, so concurrent plays
 * never lose a count; the triggers give the row a new rev without bumping `version`, so a
 * counted play never makes an administrator's edit look stale. Deliberately no store I/O
 * here: the routes order "row, then bytes" themselves. HTTP answers are the routes' too: a
 * missing row, a stale version or an unknown poem or singer comes back as a refusal.
 *
 * Readers never learn of a recording of a poem they may not see (a draft, or scheduled): every
 * read takes the caller's `Audience`, and a reader's leaves those out (the poem's own rule,
 * poems/poem-row.ts `ofPublishedPoem`), as the change feed sends them as deletes.
 */
import { and, asc, count, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { toPage, type Page, type PageQuery, type Sort } from '@domain/paging';
import type { Audio, AudioUpdate } from '@domain/schemas/audio';
import type { Db } from '../../../db/client';
import { audios, poems, singers } from '../../../db/schema';
import { countOnce } from '../shared/count-once';
import { defined } from '../shared/defined';
import type { Executor } from '../shared/executor';
import { foldedSortKey } from '../shared/folded-sort-key';
import { missingReferences } from '../shared/references';
import { flagTimingForReview } from '@domain/vtt/timing-review';
import { foldedTextMatch } from '../shared/folded-text-match';
import { isRefusal, notFoundRefusal, staleRefusal, type WriteResult } from '../shared/refusal';
import { updateWithVersion } from '../shared/update-with-version';
import { actAs, type Actor } from '../shared/act-as';
import { repositoryPlugin } from '../shared/repository-plugin';
import { toAudio, toStoredAudio, type StoredAudio } from './to-audio';
import { TIMING_CONDITIONS } from './timing-conditions';
import type { TimingState } from '@domain/vtt/timing-state';
import { ofPublishedPoem, poemSeen, type Audience } from '../poems/poem-row';

/** What a stream answer needs of an audio's row (`findStreamable`). */
export type StreamableAudio = Pick<
  StoredAudio,
  'id' | 'storageKey' | 'sizeBytes' | 'mimeType' | 'createdAt' | 'updatedAt'
>;

/** The fields a list of audios may be sorted by (the dashboard sorts by each of its columns). */
export const AUDIO_SORTS = [
  'title',
  'createdAt',
  'plays',
  'downloads',
  'durationSec',
  'sizeBytes',
] as const;

export interface AudioFilter {
  poemId?: string;
  singerId?: string;
  /** Part of the title, any case and accents. */
  q?: string;
  /** Where the timing stands (timing-conditions.ts). */
  timing?: TimingState;
  /** Only these recordings, or all but these (the ones readers reported, read by the route). */
  ids?: string[];
  excludeIds?: string[];
}

/** The new bytes of a recording whose file is replaced (same id, counters and links). */
export interface ReplacedFile {
  mimeType: string;
  sizeBytes: number;
  durationSec: number | null;
  storageKey: string;
}

/** What the upload route knows once the bytes are stored and the fields checked. */
export interface NewAudio {
  id: string;
  title: string;
  poemId: string;
  singerId: string | null;
  vtt: string | null;
  mimeType: string;
  sizeBytes: number;
  durationSec: number | null;
  storageKey: string;
}

function orderBy(sort: Sort | undefined): SQL[] {
  // Newest first unless asked otherwise.
  if (!sort) return [desc(audios.createdAt), asc(audios.id)];
  const dir = sort.direction === 'desc' ? desc : asc;
  const columns = {
    plays: audios.plays,
    downloads: audios.downloads,
    durationSec: audios.durationSec,
    sizeBytes: audios.sizeBytes,
  } as const;
  const key =
    sort.field === 'title'
      ? foldedSortKey(audios.title)
      : (columns[sort.field as keyof typeof columns] ?? audios.createdAt);
  return [dir(key), asc(audios.id)];
}

/** The poem and singer an audio names must exist (checked and locked in the writing transaction). */
const audioReferences = (
  tx: Executor,
  refs: { poemId?: string | undefined; singerId?: string | null | undefined },
) =>
  missingReferences(tx, [
    { field: 'poemId', table: poems, label: 'Poem', ids: refs.poemId },
    { field: 'singerId', table: singers, label: 'Singer', ids: refs.singerId },
  ]);

export function createAudiosRepository(db: Db) {
  const byId = (id: string) => eq(audios.id, id);
  /** What `audience` may see of the recordings: all, or those of published poems. */
  const seen = (audience: Audience, where?: SQL) =>
    audience.unpublished ? where : and(ofPublishedPoem(db, audios.poemId), where);

  async function findRow(id: string, audience: Audience) {
    const [row] = await db
      .select()
      .from(audios)
      .where(seen(audience, byId(id)));
    return row;
  }

  return {
    /** A page of audios, optionally of one poem and/or one singer, or titled with `q`. */
    async list(query: PageQuery, filter: AudioFilter, audience: Audience): Promise<Page<Audio>> {
      const where = seen(
        audience,
        and(
          filter.poemId ? eq(audios.poemId, filter.poemId) : undefined,
          filter.singerId ? eq(audios.singerId, filter.singerId) : undefined,
          filter.timing ? TIMING_CONDITIONS[filter.timing] : undefined,
          filter.ids
            ? filter.ids.length
              ? inArray(audios.id, filter.ids)
              : sql`false`
            : undefined,
          filter.excludeIds?.length ? notInArray(audios.id, filter.excludeIds) : undefined,
          filter.q?.trim()
            ? foldedTextMatch(
                await db.select({ id: audios.id, title: audios.title }).from(audios),
                filter.q,
                (audio) => [audio.title],
                audios.id,
              )
            : undefined,
        ),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(audios)
          .where(where)
          .orderBy(...orderBy(query.sort))
          .limit(query.size)
          .offset(query.page * query.size),
        db.select({ n: count() }).from(audios).where(where),
      ]);
      return toPage(rows.map(toAudio), total?.n ?? 0, query);
    },

    /** The audio with this id (public shape), or undefined. */
    async findById(id: string, audience: Audience): Promise<Audio | undefined> {
      const row = await findRow(id, audience);
      return row && toAudio(row);
    },

    /** The audio with its storage key, or undefined. */
    async findStored(id: string, audience: Audience): Promise<StoredAudio | undefined> {
      const row = await findRow(id, audience);
      return row && toStoredAudio(row);
    },

    /**
     * Only what a stream answer needs (its bytes' key, size, type and validators): a player
     * asks for many ranges of one recording, and the whole row (its timed text included)
     * would be read and mapped for each.
     */
    async findStreamable(id: string, audience: Audience): Promise<StreamableAudio | undefined> {
      const [row] = await db
        .select({
          id: audios.id,
          storageKey: audios.storageKey,
          sizeBytes: audios.sizeBytes,
          mimeType: audios.mimeType,
          createdAt: audios.createdAt,
          updatedAt: audios.updatedAt,
        })
        .from(audios)
        .where(seen(audience, byId(id)));
      return row;
    },

    /** Whether the poem exists and `audience` may see it (a reader's 404 for a draft's list). */
    poemExists: (id: string, audience: Audience) => poemSeen(db, id, audience),

    /** Inserts the metadata of stored bytes (its poem and singer must exist). */
    create(input: NewAudio, actor?: Actor): Promise<WriteResult<Audio>> {
      return db.transaction(async (tx) => {
        const missing = await audioReferences(tx, input);
        if (missing) return missing;
        await actAs(tx, actor);
        const [row] = await tx.insert(audios).values(input).returning();
        return toAudio(row!);
      });
    },

    /** Applies a partial metadata edit; with `version`, only if the row still has it. */
    update(id: string, patch: AudioUpdate, actor?: Actor): Promise<WriteResult<Audio>> {
      const { version, ...fields } = patch;
      const changes = defined(fields);
      return db.transaction(async (tx) => {
        const missing = await audioReferences(tx, changes);
        if (missing) return missing;
        await actAs(tx, actor);
        const row = await updateWithVersion(tx, audios, id, version, changes);
        return isRefusal(row) ? row : toAudio(row);
      });
    },

    /**
     * Points the recording at new bytes, only while it still has `version`: same id, plays,
     * downloads, poem and singer; its timing flagged for review (timing-review.ts), since the
     * cues were aligned to the old audio. Answers the record and the old bytes' key, which
     * the caller deletes once this has committed.
     */
    replaceFile(
      id: string,
      version: number,
      file: ReplacedFile,
      reviewReason: string,
      actor?: Actor,
    ): Promise<WriteResult<{ audio: Audio; previousKey: string }>> {
      return db.transaction(async (tx) => {
        await actAs(tx, actor);
        const [row] = await tx.select().from(audios).where(byId(id)).for('update');
        if (!row) return notFoundRefusal;
        if (row.version !== version) return staleRefusal;
        const [updated] = await tx
          .update(audios)
          .set({ ...file, vtt: flagTimingForReview(row.vtt, reviewReason) })
          .where(byId(id))
          .returning();
        return { audio: toAudio(updated!), previousKey: row.storageKey };
      });
    },

    /** Counts one play (once per idempotency key); undefined when there is no such audio. */
    countPlay(id: string, key?: string) {
      return countOnce(
        db,
        { action: 'play', id, key },
        async (tx) => {
          const [row] = await tx
            .update(audios)
            .set({ plays: sql`${audios.plays} + 1` })
            .where(byId(id))
            .returning({ value: audios.plays });
          return row?.value;
        },
        async (tx) => {
          const [row] = await tx.select({ value: audios.plays }).from(audios).where(byId(id));
          return row?.value;
        },
      );
    },

    /** Counts one download; false when there is no such audio. */
    async countDownload(id: string): Promise<boolean> {
      const rows = await db
        .update(audios)
        .set({ downloads: sql`${audios.downloads} + 1` })
        .where(byId(id))
        .returning({ id: audios.id });
      return rows.length > 0;
    },
  };
}

export type AudiosRepository = ReturnType<typeof createAudiosRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    audiosRepository: AudiosRepository;
  }
}

export default repositoryPlugin('audiosRepository', createAudiosRepository);
