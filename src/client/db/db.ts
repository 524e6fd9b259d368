/**
 * The reader's offline mirror of the public anthology (DESIGN.md section 5), in IndexedDB
 * through Dexie. Every public screen reads these tables through feature hooks
 * (`useLiveQuery`); the sync engine (`src/client/sync`) is their only writer, from
 * `GET /api/sync`. Rows are the API's shapes from `src/domain/schemas`, stored as received.
 *
 * Local-only tables: `meta` (the feed cursor, the schema version, figures kept for offline
 * display), `outbox` (views, likes and plays waiting for the network), `downloads` (the
 * recitations saved for offline listening; their bytes live in the service worker's
 * 'taalif-audio' cache), `drafts` (administrators' unsaved forms) and `openedRecords` (the
 * records an administrator last opened in an editor, so it opens offline too).
 *
 * Versions: never edit a published `version(n)`; add `version(n + 1)` with its upgrade.
 * db-upgrade.test.ts opens a database written by every earlier version.
 */
import Dexie, { type EntityTable, type Table } from 'dexie';
import type { Audio, DifficultWord, Poem, Poet, Singer, Tag, Theme } from '@domain/schemas';
import { SYNC_ENTITIES } from '@domain/sync/constants';
import type { LibraryOp } from '@domain/library/operation';

/** A key/value row of the local-only `meta` table. */
export interface MetaRow {
  key: string;
  value: unknown;
}

/** A reader's small write waiting to be sent (local-only). */
export interface OutboxEntry {
  /** Idempotency key sent with the request, so a retry is never counted twice. */
  key: string;
  /** 'drift': "the highlighting is off" on a recording (sync/drift-report.ts). */
  kind: 'view' | 'like' | 'play' | 'drift';
  targetId: string;
  createdAt: number;
  attempts: number;
  /** A drift report's body: this device's id and the timing it was about (no index). */
  report?: { deviceId: string; timing: string };
}

/** A recitation saved for offline listening (local-only; the bytes are in 'taalif-audio'). */
export interface DownloadRow {
  audioId: string;
  poemId: string;
  /** Bytes actually stored. */
  sizeBytes: number;
  downloadedAt: number;
}

/**
 * An administrator's unsaved form (local-only), keyed by form and record ('new' for a record
 * not created yet). `values` are the form's flat values; `base` and `baseVersion` are the
 * record as the form loaded it, so a draft restored after the record changed still meets the
 * conflict view instead of overwriting the newer version.
 */
export interface DraftRow {
  form: string;
  recordId: string;
  values: Record<string, unknown>;
  base: Record<string, unknown>;
  baseVersion: number | null;
  savedAt: number;
}

/**
 * A record as an administrator's editor last read it from the API (local-only), keyed like
 * its draft: an editor reloaded offline opens from it (with the draft, if any) instead of
 * failing. `record` is the API's row, `version` included, so a save made from it still meets
 * the conflict view if the record changed since.
 */
export interface OpenedRecordRow {
  form: string;
  recordId: string;
  record: Record<string, unknown>;
  seenAt: number;
}

/**
 * The word index saved for the next page (local-only, one row, key `WORD_INDEX_KEY@lastRev`): what
 * word-index.ts holds in memory, without the poems' texts, so a page's first local query
 * loads it instead of reading and indexing the whole mirror (word-index-snapshot.ts).
 * Slots are the live poems in the anthology order (slot = rank).
 */
export interface WordIndexSnapshot {
  /** Names the layout and the word rules it was made with (word-index-snapshot.ts). */
  key: string;
  /** The mirror's `epoch` it was built on: a reset makes it stale. */
  epoch: unknown;
  /** Every poem of the mirror with a rev up to this one is indexed as it is. */
  lastRev: number;
  ids: string[];
  titles: string[];
  poetIds: string[];
  orders: string[];
  revs: Float64Array;
  /** hashText of each poem's content: an edit is told from a counter bump without the text. */
  textHashes: Float64Array;
  /** The normal forms in number order, each with its accent-folded form and spelling key. */
  forms: string[];
  folds: string[];
  keys: string[];
  /** Form f's postings are the triples starts[f] .. starts[f + 1] - 1 of `postings`. */
  starts: Int32Array;
  /** (slot, occurrences, stanza mask) triples, every form's one after the other. */
  postings: Int32Array;
}

/** The mirror's current schema version (Dexie's). */
export const DB_SCHEMA_VERSION = 10;

/** The `scope` of a difficult word attached to no poem: it applies to every poem. */
export const GENERAL_WORDS_SCOPE = '*';

/**
 * A difficult word as the mirror stores it: the API's row plus `scope`, its poem's id or
 * GENERAL_WORDS_SCOPE. IndexedDB cannot index null, so without it the general words were
 * found by reading the whole table on every poem page read.
 */
export type MirroredDifficultWord = DifficultWord & { scope: string };

/** The scope of a difficult word attached to `poemId` (null: to every poem). */
const scopeOf = (poemId: unknown): string =>
  typeof poemId === 'string' ? poemId : GENERAL_WORDS_SCOPE;

/** A difficult word's row, as the feed sends it, with its scope set. */
export const withScope = <Row extends { poemId?: unknown }>(
  word: Row,
): Row & { scope: string } => ({ ...word, scope: scopeOf(word.poemId) });

/** Stores of version 1: the contract first published on main. */
const V1_STORES = {
  poems: 'id, poetId, themeId, year',
  poets: 'id, name',
  themes: 'id',
  tags: 'id, name',
  singers: 'id, name',
  audios: 'id, poemId, singerId',
  difficultWords: 'id, poemId',
  meta: 'key',
  outbox: 'key, createdAt',
};

/** Stores of version 2: `rev` on poems, the downloads table. */
const V2_STORES = {
  ...V1_STORES,
  poems: 'id, poetId, themeId, year, rev',
  downloads: 'audioId, poemId, downloadedAt',
};

/** Stores of version 3: fewer poem indexes. */
const V3_STORES = { ...V2_STORES, poems: 'id, poetId, rev' };

/** Stores of version 4: difficult words by scope. */
const V4_STORES = { ...V3_STORES, difficultWords: 'id, scope' };

/** Stores of version 5: administrators' drafts. */
const V5_STORES = { ...V4_STORES, drafts: '[form+recordId], savedAt' };

/** Stores of version 8: the records administrators' editors last opened. */
const V8_STORES = { ...V5_STORES, openedRecords: '[form+recordId], seenAt' };

/** Stores of version 9: the reader's own library, its operations and their outbox. */
const V9_STORES = { ...V8_STORES, libraryOps: 'hlc', libraryOutbox: 'hlc' };

/** Stores of version 10: the saved word index. */
const V10_STORES = { ...V9_STORES, wordIndex: 'key' };

export class AppDb extends Dexie {
  poems!: EntityTable<Poem, 'id'>;
  poets!: EntityTable<Poet, 'id'>;
  themes!: EntityTable<Theme, 'id'>;
  tags!: EntityTable<Tag, 'id'>;
  singers!: EntityTable<Singer, 'id'>;
  audios!: EntityTable<Audio, 'id'>;
  difficultWords!: EntityTable<MirroredDifficultWord, 'id'>;
  meta!: EntityTable<MetaRow, 'key'>;
  outbox!: EntityTable<OutboxEntry, 'key'>;
  downloads!: EntityTable<DownloadRow, 'audioId'>;
  drafts!: Table<DraftRow, [string, string]>;
  openedRecords!: Table<OpenedRecordRow, [string, string]>;
  /** The reader's library: every operation this device knows (its state is their merge). */
  libraryOps!: EntityTable<LibraryOp, 'hlc'>;
  /** The library operations made here and not yet stored by the server. */
  libraryOutbox!: EntityTable<LibraryOp, 'hlc'>;
  /** The word index saved by the sync (one row): see WordIndexSnapshot. */
  wordIndex!: EntityTable<WordIndexSnapshot, 'key'>;

  constructor(name = 'taalif') {
    super(name);
    this.version(1).stores(V1_STORES);
    // v2: `rev` on poems lets the in-memory word index catch up with only what changed
    // (word-index.ts); `downloads` lists offline recitations. Existing rows are kept as they
    // are: both changes only add an index and a table.
    this.version(2).stores(V2_STORES);
    // v3: drops the poems' themeId and year indexes, which no screen queries (filters run
    // over the in-memory catalogue): every index costs each poem written, and a first sync
    // writes ten thousand of them (bench:offline measured 4.3 s → 3.9 s for the writes).
    this.version(3).stores(V3_STORES);
    // v4: difficult words are found by `scope` (their poem, or '*' for every poem) in one
    // index query; the existing rows get their scope here.
    this.version(4)
      .stores(V4_STORES)
      .upgrade((tx) =>
        tx
          .table<MirroredDifficultWord>('difficultWords')
          .toCollection()
          .modify((word) => void (word.scope = scopeOf(word.poemId))),
      );
    // v5: `drafts`, the administrators' unsaved forms (local-only; a 410 reset of the mirror
    // leaves it alone). Only a table is added: every existing row stays as it is.
    this.version(5).stores(V5_STORES);
    // v6: poems get `hasAudio` from the mirrored recitations (the feed leaves it out, and the
    // mirror derived it nowhere before v6); no store changes.
    this.version(6)
      .stores(V5_STORES)
      .upgrade(async (tx) => {
        const audios = await tx.table<Audio>('audios').toArray();
        const withAudio = new Set(audios.map((a) => a.poemId));
        await tx
          .table<Poem>('poems')
          .toCollection()
          .modify((poem) => void (poem.hasAudio = withAudio.has(poem.id)));
      });
    // v7: poems carry `wolofal` (their text in Arabic script, or null). A row the feed sent
    // before the server had the column gets null (no Wolofal), so every stored poem has the
    // field the screens read; a row that already has it (a feed of a newer server read by an
    // older app) keeps its text. No store changes.
    this.version(7)
      .stores(V5_STORES)
      .upgrade((tx) =>
        tx
          .table<Poem>('poems')
          .toCollection()
          .modify((poem) => void (poem.wolofal ??= null)),
      );
    // v8: `openedRecords`, the records administrators' editors last read (local-only, like
    // `drafts`). Only a table is added.
    this.version(8).stores(V8_STORES);
    // v9: the reader's own library (favourites, liked poems, collections): the operations
    // log and its outbox (features/library). Local to the device and its account, never
    // mirrored from the public feed, so a 410 reset of the mirror leaves them alone. Only
    // tables are added.
    this.version(9).stores(V9_STORES);
    // v10: `wordIndex`, the word index the sync saves so that a page's first local query
    // loads it instead of reading and indexing the whole mirror (word-index-snapshot.ts).
    // Only a table is added: every existing row stays as it is.
    this.version(DB_SCHEMA_VERSION).stores(V10_STORES);
  }
}

/**
 * The mirrored tables: one per entity of the change feed, named as the feed names it (the
 * zod-free constants module: this chunk loads while a first visit's page is still loading).
 */
export const MIRROR_TABLES = SYNC_ENTITIES;

/** The app's one mirror. Tests make their own `new AppDb(name)` over fake-indexeddb. */
export const db = new AppDb();

/** V9 stores, for the upgrade test (a device's mirror before the saved word index). */
export const STORES_OF_VERSION_9 = V9_STORES;
/** V8 stores, for the upgrade test (a device's mirror before the reader's library). */
export const STORES_OF_VERSION_8 = V8_STORES;
/** V1 stores, exported for the upgrade test (it writes a database the way v1 did). */
export const STORES_OF_VERSION_1 = V1_STORES;
/** V2 stores, for the same reason. */
export const STORES_OF_VERSION_2 = V2_STORES;
/** V3 stores, for the same reason. */
export const STORES_OF_VERSION_3 = V3_STORES;
/** V4 stores, for the same reason. */
export const STORES_OF_VERSION_4 = V4_STORES;
/**
 * V5 stores, for the upgrade tests (a mirror written before poems had a derived hasAudio, and
 * before they had `wolofal`: versions 5 and 6 have the same stores).
 */
export const STORES_OF_VERSION_5 = V5_STORES;
