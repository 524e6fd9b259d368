/**
 * The reader's offline mirror of the public anthology (DESIGN.md section 5), in IndexedDB
 * through Dexie. Every public screen reads these tables through feature hooks
 * (`useLiveQuery`); the sync engine (`src/client/sync`) is their only writer, from
 * `GET /api/sync`. Rows are the API's shapes from `src/domain/schemas`, stored as received.
 *
 * Local-only tables: `meta` (the feed cursor, the schema version, figures kept for offline
 * display) and `outbox` (views, likes and plays waiting for the network).
 */
import Dexie, { type EntityTable } from 'dexie';
import type { Audio, DifficultWord, Poem, Poet, Singer, Tag, Theme } from '@domain/schemas';

/** A key/value row of the local-only `meta` table. */
export interface MetaRow {
  key: string;
  value: unknown;
}

/** A reader's small write waiting to be sent (local-only). */
export interface OutboxEntry {
  /** Idempotency key sent with the request, so a retry is never counted twice. */
  key: string;
  kind: 'view' | 'like' | 'play';
  targetId: string;
  createdAt: number;
  attempts: number;
}

export class AppDb extends Dexie {
  poems!: EntityTable<Poem, 'id'>;
  poets!: EntityTable<Poet, 'id'>;
  themes!: EntityTable<Theme, 'id'>;
  tags!: EntityTable<Tag, 'id'>;
  singers!: EntityTable<Singer, 'id'>;
  audios!: EntityTable<Audio, 'id'>;
  difficultWords!: EntityTable<DifficultWord, 'id'>;
  meta!: EntityTable<MetaRow, 'key'>;
  outbox!: EntityTable<OutboxEntry, 'key'>;

  constructor(name = 'taalif') {
    super(name);
    this.version(1).stores({
      poems: 'id, poetId, themeId, year',
      poets: 'id, name',
      themes: 'id',
      tags: 'id, name',
      singers: 'id, name',
      audios: 'id, poemId, singerId',
      difficultWords: 'id, poemId',
      meta: 'key',
      outbox: 'key, createdAt',
    });
  }
}

/** The app's one mirror. Tests make their own `new AppDb(name)` over fake-indexeddb. */
export const db = new AppDb();
