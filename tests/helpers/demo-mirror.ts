/**
 * The demo anthology as Dexie mirror rows (the shapes of src/domain/schemas, as the change feed
 * delivers them), built the way src/server/seed/seed-demo.ts seeds it: the poem categories are
 * the themes, the corpus's tags and topical themes are tags, difficult words keep their poem.
 * Ids are deterministic UUIDs; `corpusId` maps the corpus's own ids to them. For client tests
 * over fake-indexeddb: real Wolof text, no server needed.
 */
import type { Audio, DifficultWord, Poem, Poet, Singer, Tag, Theme } from '@domain/schemas';
import { withScope, type AppDb } from '@client/db/db';
import anthology from '../../src/server/seed/demo/anthology.json';

interface Corpus {
  poets: {
    id: string;
    name: string;
    birthYear: number | null;
    deathYear: number | null;
    status: 'active' | 'deceased';
    bio_fr?: string | null;
    bio_en?: string | null;
  }[];
  themes: { id: string; name_fr: string }[];
  tags: { id: string; name_fr: string }[];
  poems: {
    id: string;
    title: string;
    poetId: string;
    year: number | null;
    themeIds: string[];
    tagIds: string[];
    category: string;
    content: string;
    summary_fr?: string | null;
    summary_en?: string | null;
    editorial_note?: string | null;
  }[];
  difficultWords: {
    word: string;
    poemId: string;
    definition_fr: string;
    explanation?: string | null;
  }[];
}

export const corpus = anthology as unknown as Corpus;

const CATEGORIES = [
  ['spiritualite', 'Spiritualité', 'Spirituality', 'الروحانية'],
  ['sagesse', 'Sagesse', 'Wisdom', 'الحكمة'],
  ['ethique', 'Éthique', 'Ethics', 'الأخلاقيات'],
  ['morale', 'Morale', 'Morals', 'العبرة الأخلاقية'],
  ['religion', 'Religion', 'Religion', 'الدين'],
  ['societe', 'Société', 'Society', 'المجتمع'],
  ['nature', 'Nature', 'Nature', 'الطبيعة'],
  ['amour', 'Amour', 'Love', 'الحب'],
] as const;

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
  const corpusId = new Map<string, string>();
  const themes: Theme[] = CATEGORIES.map(([slug, fr, en, ar], i) => {
    const id = uuid();
    corpusId.set(fr, id);
    corpusId.set(slug, id);
    return { id, slug, name: { fr, en, ar }, description: null, ...meta(i) };
  });
  const tags: Tag[] = [...corpus.tags, ...corpus.themes].map((tag, i) => {
    const id = uuid();
    corpusId.set(tag.id, id);
    return { id, slug: tag.id, name: tag.name_fr, ...meta(i) };
  });
  const poets: Poet[] = corpus.poets.map((poet, i) => {
    const id = uuid();
    corpusId.set(poet.id, id);
    return {
      id,
      slug: poet.id,
      name: poet.name,
      birthYear: poet.birthYear,
      deathYear: poet.deathYear,
      status: poet.status,
      biography: { fr: poet.bio_fr ?? undefined, en: poet.bio_en ?? undefined },
      photoUrl: null,
      poemCount: corpus.poems.filter((p) => p.poetId === poet.id).length,
      ...meta(i),
    };
  });
  const poems: Poem[] = corpus.poems.map((poem, i) => {
    const id = uuid();
    corpusId.set(poem.id, id);
    return {
      id,
      slug: poem.id,
      title: poem.title,
      content: poem.content,
      translations: null,
      summary: { fr: poem.summary_fr ?? undefined, en: poem.summary_en ?? undefined },
      historicalContext: poem.editorial_note ?? null,
      sourceUrl: null,
      poetId: corpusId.get(poem.poetId)!,
      themeId: corpusId.get(poem.category) ?? null,
      tagIds: [...poem.tagIds, ...poem.themeIds].map((t) => corpusId.get(t)!).filter(Boolean),
      year: poem.year,
      coverUrl: null,
      views: i,
      likes: i % 3,
      hasAudio: audioFor.includes(poem.id),
      ...meta(i),
    };
  });
  const difficultWords: DifficultWord[] = corpus.difficultWords.map((w, i) => ({
    id: uuid(),
    word: w.word,
    definition: w.definition_fr,
    explanation: w.explanation ?? null,
    poemId: corpusId.get(w.poemId) ?? null,
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
