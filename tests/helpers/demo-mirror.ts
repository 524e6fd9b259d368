/**
 * The demo anthology as Dexie mirror rows (the shapes of src/domain/schemas, as the change feed
 * delivers them): the seed's own mapping of the corpus (src/server/seed/demo-rows.ts), with
 * the fields the server adds (revs, dates, counters, poem counts, hasAudio) and a made-up
 * singer and recitations. Ids are deterministic UUIDs; `corpusId` maps the corpus's own ids
 * (and the categories' slugs and French names) to them. For client tests over fake-indexeddb:
 * real Wolof text, no server needed.
 */
import type { Audio, DifficultWord, Poem, Poet, Singer, Tag, Theme } from '@domain/schemas';
import { withScope, type AppDb } from '@client/db/db';
import type { DemoAnthology } from '../../src/server/seed/demo-anthology';
import { demoRows } from '../../src/server/seed/demo-rows';
import anthology from '../../src/server/seed/demo/anthology.json';

export const corpus = anthology as unknown as DemoAnthology;

let counter = 0;
/** Revs are global and positive, as the change feed's sequence makes them. */
let revs = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;
const meta = (n: number) => ({
  createdAt: `2026-01-01T00:00:${String(n % 60).padStart(2, '0')}.000Z`,
  updatedAt: '2026-01-01T00:00:00.000Z',
  rev: ++revs,
  version: 1,
});

export interface DemoMirror {
  poems: Poem[];
  poets: Poet[];
  themes: Theme[];
  tags: Tag[];
  difficultWords: DifficultWord[];
  audios: Audio[];
  singers: Singer[];
  /** The mirror id of a corpus id (poem, poet, tag or category slug). */
  corpusId: Map<string, string>;
}

/** Builds the rows; `audioFor` lists corpus poem ids given one recitation each. */
export function buildDemoMirror(audioFor: string[] = ['kanu-gerem-na-baay']): DemoMirror {
  counter = 0;
  revs = 0;
  const rows = demoRows(corpus, uuid);
  const corpusId = new Map([
    ...rows.ids.theme,
    ...rows.ids.tag,
    ...rows.ids.poet,
    ...rows.ids.poem,
  ]);
  const themes: Theme[] = rows.themes.map((theme, i) => ({
    ...theme,
    description: null,
    ...meta(i),
  }));
  const tags: Tag[] = rows.tags.map((tag, i) => ({ ...tag, ...meta(i) }));
  const poets: Poet[] = rows.poets.map((poet, i) => ({
    ...poet,
    photoUrl: null,
    poemCount: rows.poems.filter((p) => p.poetId === poet.id).length,
    ...meta(i),
  }));
  const poems: Poem[] = rows.poems.map((poem, i) => ({
    ...poem,
    // No source of the demo anthology gives a poem's Wolofal (src/server/seed/demo/README.md).
    wolofal: null,
    translations: null,
    coverUrl: null,
    views: i,
    likes: i % 3,
    hasAudio: audioFor.some((slug) => corpusId.get(slug) === poem.id),
    publishedAt: '2025-01-01T00:00:00.000Z',
    ...meta(i),
  }));
  const difficultWords: DifficultWord[] = rows.difficultWords.map((word, i) => ({
    ...word,
    ...meta(i),
  }));
  const singer: Singer = {
    id: uuid(),
    name: 'Voix de synthèse',
    biography: null,
    photoUrl: null,
    ...meta(0),
  };
  const audios: Audio[] = audioFor.map((poemId, i) => ({
    id: uuid(),
    title: `${corpus.poems.find((p) => p.id === poemId)?.title} — récitation`,
    poemId: corpusId.get(poemId)!,
    singerId: singer.id,
    mimeType: 'audio/mpeg',
    sizeBytes: 120_000,
    durationSec: 65,
    vtt: null,
    plays: 0,
    downloads: 0,
    ...meta(i),
  }));
  return { poems, poets, themes, tags, difficultWords, audios, singers: [singer], corpusId };
}

/** Empties the mirror tables of `db` and fills them with `mirror`. */
export async function fillMirror(db: AppDb, mirror: DemoMirror) {
  await db.transaction(
    'rw',
    [db.poems, db.poets, db.themes, db.tags, db.difficultWords, db.audios, db.singers],
    async () => {
      await Promise.all(
        [db.poems, db.poets, db.themes, db.tags, db.difficultWords, db.audios, db.singers].map(
          (t) => t.clear(),
        ),
      );
      await db.poems.bulkPut(mirror.poems);
      await db.poets.bulkPut(mirror.poets);
      await db.themes.bulkPut(mirror.themes);
      await db.tags.bulkPut(mirror.tags);
      await db.difficultWords.bulkPut(mirror.difficultWords.map(withScope));
      await db.audios.bulkPut(mirror.audios);
      await db.singers.bulkPut(mirror.singers);
    },
  );
}
