/**
 * The database schema (Drizzle ORM), the same for PGlite and PostgreSQL.
 *
 * Content tables (the public anthology the client mirrors) carry `rev`, `version`,
 * `createdAt` and `updatedAt`. They are maintained by triggers in the migrations, not
 * by application code, so no write path can forget them: every insert or update takes
 * the next value of `content_rev_seq` under a transaction-scoped advisory lock (content
 * writes are serialized, so revs commit in order and the change feed never skips one),
 * and every delete leaves a row in `tombstones`. See migrations/0001_change_feed.sql.
 */
import { sql } from 'drizzle-orm';
import {
  customType,
  bigint,
  boolean,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  uniqueIndex,
  uuid,
  primaryKey,
} from 'drizzle-orm/pg-core';
import type { LocalizedText } from '@domain/schemas/common';
import { ROLES } from '@domain/accounts';

/**
 * `timestamptz` read as an ISO 8601 string (`2026-11-21T05:40:21.306Z`): both drivers hand
 * back PostgreSQL's text form (`2026-11-21 05:40:21.306+00`), which is not what an API sends.
 */
const isoTimestamp = customType<{ data: string; driverData: string | Date }>({
  dataType: () => 'timestamp with time zone',
  fromDriver: (value) => new Date(value).toISOString(),
  toDriver: (value) => value,
});

const timestamps = {
  createdAt: isoTimestamp('created_at')
    .notNull()
    .default(sql`now()`),
  updatedAt: isoTimestamp('updated_at')
    .notNull()
    .default(sql`now()`),
};

/** Set by the change-feed triggers; the defaults only satisfy NOT NULL before they run. */
const syncColumns = {
  rev: bigint('rev', { mode: 'number' }).notNull().default(0),
  version: integer('version').notNull().default(1),
  ...timestamps,
};

export const poets = pgTable(
  'poets',
  {
    id: uuid('id').primaryKey(),
    slug: text('slug').unique(),
    name: text('name').notNull(),
    birthYear: integer('birth_year'),
    deathYear: integer('death_year'),
    status: text('status', { enum: ['active', 'deceased'] }).notNull(),
    biography: jsonb('biography').$type<LocalizedText>(),
    photoUrl: text('photo_url'),
    ...syncColumns,
  },
  (t) => [index('poets_rev_idx').on(t.rev), index('poets_name_idx').on(t.name)],
);

export const themes = pgTable(
  'themes',
  {
    id: uuid('id').primaryKey(),
    slug: text('slug').unique(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: text('description'),
    ...syncColumns,
  },
  (t) => [index('themes_rev_idx').on(t.rev)],
);

export const tags = pgTable(
  'tags',
  {
    id: uuid('id').primaryKey(),
    slug: text('slug').unique(),
    name: text('name').notNull(),
    ...syncColumns,
  },
  (t) => [
    index('tags_rev_idx').on(t.rev),
    uniqueIndex('tags_name_lower_idx').on(sql`lower(${t.name})`),
  ],
);

export const poems = pgTable(
  'poems',
  {
    id: uuid('id').primaryKey(),
    slug: text('slug').unique(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** The same text in Wolofal (Arabic script), stanza by stanza and verse by verse; null if none. */
    wolofal: text('wolofal'),
    translations: jsonb('translations').$type<LocalizedText>(),
    summary: jsonb('summary').$type<LocalizedText>(),
    historicalContext: text('historical_context'),
    sourceUrl: text('source_url'),
    poetId: uuid('poet_id')
      .notNull()
      .references(() => poets.id, { onDelete: 'restrict' }),
    themeId: uuid('theme_id').references(() => themes.id, { onDelete: 'set null' }),
    tagIds: uuid('tag_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    year: integer('year'),
    coverUrl: text('cover_url'),
    views: integer('views').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    /**
     * When readers may see the poem: null is a draft, a future date is scheduled. Public
     * queries compare it with now(); a row written without it is published at once.
     */
    publishedAt: isoTimestamp('published_at').default(sql`now()`),
    /**
     * What the change feed last told devices (published_at <= now() when the row's rev was
     * stamped): set by the database (migrations/0010_poem_publication.sql), never here.
     */
    feedVisible: boolean('feed_visible').notNull().default(true),
    ...syncColumns,
  },
  (t) => [
    index('poems_rev_idx').on(t.rev),
    // The scheduled poems still to reach the feed (sync-repository.ts, releaseDue).
    index('poems_pending_release_idx')
      .on(t.publishedAt)
      .where(sql`not ${t.feedVisible}`),
    index('poems_poet_idx').on(t.poetId),
    index('poems_theme_idx').on(t.themeId),
    index('poems_title_idx').on(t.title),
    index('poems_tag_ids_idx').using('gin', t.tagIds),
    // The anthology order (lists, search, word statistics): pages without sorting the table.
    index('poems_created_idx').on(t.createdAt, t.id),
  ],
);

export const singers = pgTable(
  'singers',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    biography: text('biography'),
    photoUrl: text('photo_url'),
    ...syncColumns,
  },
  (t) => [index('singers_rev_idx').on(t.rev)],
);

export const audios = pgTable(
  'audios',
  {
    id: uuid('id').primaryKey(),
    title: text('title').notNull(),
    poemId: uuid('poem_id')
      .notNull()
      .references(() => poems.id, { onDelete: 'cascade' }),
    singerId: uuid('singer_id').references(() => singers.id, { onDelete: 'set null' }),
    mimeType: text('mime_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    durationSec: real('duration_sec'),
    vtt: text('vtt'),
    /** Where the bytes are in the audio store; made by the server, never from a file name. */
    storageKey: text('storage_key').notNull(),
    plays: integer('plays').notNull().default(0),
    downloads: integer('downloads').notNull().default(0),
    ...syncColumns,
  },
  (t) => [index('audios_rev_idx').on(t.rev), index('audios_poem_idx').on(t.poemId)],
);

export const difficultWords = pgTable(
  'difficult_words',
  {
    id: uuid('id').primaryKey(),
    word: text('word').notNull(),
    definition: text('definition').notNull(),
    explanation: text('explanation'),
    poemId: uuid('poem_id').references(() => poems.id, { onDelete: 'cascade' }),
    ...syncColumns,
  },
  (t) => [
    index('difficult_words_rev_idx').on(t.rev),
    index('difficult_words_poem_idx').on(t.poemId),
    index('difficult_words_word_idx').on(sql`lower(${t.word})`),
  ],
);

/** A deleted content row, so offline clients learn of the delete through the feed. */
export const tombstones = pgTable(
  'tombstones',
  {
    entity: text('entity').notNull(),
    id: uuid('id').notNull(),
    rev: bigint('rev', { mode: 'number' }).notNull(),
    deletedAt: isoTimestamp('deleted_at')
      .notNull()
      .default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.entity, t.id] }), index('tombstones_rev_idx').on(t.rev)],
);

// ---- Not part of the public mirror ------------------------------------------------

export const users = pgTable('users', {
  id: uuid('id').primaryKey(),
  email: text('email').notNull().unique(),
  username: text('username').notNull().unique(),
  displayName: text('display_name').notNull(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  role: text('role', { enum: ROLES }).notNull().default('USER'),
  photoUrl: text('photo_url'),
  provider: text('provider', { enum: ['local', 'google', 'facebook'] })
    .notNull()
    .default('local'),
  /** The provider's stable subject id, for social sign-in. */
  providerSubject: text('provider_subject'),
  /** argon2id; null for accounts that only sign in through a provider. */
  passwordHash: text('password_hash'),
  ...timestamps,
});

/**
 * Refresh tokens are opaque random strings; only their SHA-256 is stored. A login starts a
 * family; each refresh rotates within it. Presenting a token that was already rotated
 * means it leaked: the whole family is revoked.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: isoTimestamp('expires_at').notNull(),
    usedAt: isoTimestamp('used_at'),
    revokedAt: isoTimestamp('revoked_at'),
    createdAt: isoTimestamp('created_at')
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
);

/** Social sign-in in flight: state → PKCE verifier and where to send the user back. */
export const oauthStates = pgTable('oauth_states', {
  state: text('state').primaryKey(),
  provider: text('provider').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  expiresAt: isoTimestamp('expires_at').notNull(),
});

/** Every administrator write: who, when, what. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: isoTimestamp('at')
      .notNull()
      .default(sql`now()`),
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    detail: jsonb('detail'),
    ip: text('ip'),
  },
  (t) => [index('audit_log_at_idx').on(t.at)],
);

/** Small key/value facts about this installation (which seeds ran). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: isoTimestamp('updated_at')
    .notNull()
    .default(sql`now()`),
});

/**
 * Idempotency keys of the public counters (a view, a like, a play): an offline client sends
 * each queued event with its own key and may send it again after a lost answer; the key is
 * inserted in the transaction that counts, so a repeat (even a concurrent one) counts nothing.
 * Pruned after 30 days (plugins/app/counters/idempotency.ts).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    action: text('action').notNull(),
    targetId: uuid('target_id').notNull(),
    key: text('key').notNull(),
    createdAt: isoTimestamp('created_at')
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.action, t.targetId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/**
 * Readers' "the highlighting is off" reports on a timed recording (not public content: no
 * rev, no feed; only administrators read the counts). One row per recording, device and
 * timing (the fingerprint of the WebVTT the reader saw, @domain/vtt/timing-fingerprint), so
 * a repeat from one device counts once, whether or not its idempotency key was seen. The
 * count shown is of the rows whose timing is the recording's current one: re-timing starts
 * it again without deleting anything (see audios/drift-reports-repository.ts).
 */
export const driftReports = pgTable(
  'drift_reports',
  {
    audioId: uuid('audio_id')
      .notNull()
      .references(() => audios.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    timing: text('timing').notNull(),
    createdAt: isoTimestamp('created_at')
      .notNull()
      .default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.audioId, t.timing, t.deviceId] })],
);

/**
 * The trash: a deleted poem (with its recordings, their drift reports and its difficult
 * words), poet or recording, kept whole until it is restored, emptied or older than
 * TRASH_RETENTION_DAYS (plugins/app/trash). Its rows leave their tables on delete, so no
 * reader's query, the change feed included, can show them (the feed sends tombstones); a
 * restore inserts them again and the feed sends them anew. Not public content: no rev.
 */
export const trash = pgTable(
  'trash',
  {
    /** The deleted record's id (ids are UUIDs, unique across tables). */
    id: uuid('id').primaryKey(),
    entity: text('entity', { enum: ['poems', 'poets', 'audios'] }).notNull(),
    /** What the trash screen names it by: the poem's or recording's title, the poet's name. */
    title: text('title').notNull(),
    /** A recording's poem title (null for poems and poets). */
    parentTitle: text('parent_title'),
    deletedAt: isoTimestamp('deleted_at')
      .notNull()
      .default(sql`now()`),
    /** Who deleted it; the email stays readable after the account is gone. */
    deletedBy: uuid('deleted_by'),
    deletedByEmail: text('deleted_by_email'),
    /** The rows as `to_jsonb` gave them, per table: `{ poems: [...], audios: [...], ... }`. */
    rows: jsonb('rows').$type<Record<string, Record<string, unknown>[]>>().notNull(),
  },
  (t) => [index('trash_deleted_at_idx').on(t.deletedAt)],
);

/**
 * Every saved state of a poem, poet, difficult word or recording (its timing included): one
 * row per version the record reached, written by an AFTER trigger in the transaction that
 * saved it (migrations/0008_revisions.sql), so no write path can forget one. `values` is the
 * row as to_jsonb gives it (column names, without counters, rev and timestamps); `actorId`
 * is the administrator the writing transaction named (`taalif.actor`, shared/act-as.ts),
 * null for the seed, a migration's baseline or a database session. Never updated, and kept
 * when the record is deleted (no foreign key): history is not rewritten.
 */
export const revisions = pgTable(
  'revisions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entity: text('entity').notNull(),
    recordId: uuid('record_id').notNull(),
    version: integer('version').notNull(),
    values: jsonb('values').$type<Record<string, unknown>>().notNull(),
    actorId: uuid('actor_id'),
    at: isoTimestamp('at')
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('revisions_record_idx').on(t.entity, t.recordId, t.id)],
);

/**
 * A reader's own library (favourites, collections, notes, places): the operations their
 * devices made (@domain/library/operation.ts), as pushed, one row each. Private to the account:
 * every read and write names `accountId` (plugins/app/library). `hlc` names the operation
 * (unique per account), so a retried push stores nothing twice; `seq` orders the account's
 * feed (pushes of one account are serialized, so its seqs commit in order). Deleting the
 * account deletes its library.
 */
export const libraryOps = pgTable(
  'library_ops',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hlc: text('hlc').notNull(),
    device: text('device').notNull(),
    kind: text('kind').notNull(),
    /** The operation without hlc and kind (its own fields). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    receivedAt: isoTimestamp('received_at')
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    uniqueIndex('library_ops_account_hlc_idx').on(t.accountId, t.hlc),
    index('library_ops_account_seq_idx').on(t.accountId, t.seq),
  ],
);

/**
 * How many times an account erased its library: its devices send the generation their copy
 * belongs to, and a copy of an earlier one is told to start again empty (an erase on one
 * device reaches the others instead of being pushed back by them). No row: generation 0.
 */
export const libraryGenerations = pgTable('library_generations', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  generation: integer('generation').notNull(),
});
