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
    ...syncColumns,
  },
  (t) => [
    index('poems_rev_idx').on(t.rev),
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
