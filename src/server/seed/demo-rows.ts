/**
 * The demo anthology's corpus (demo/anthology.json) as the records the product keeps: the
 * poem categories of SPEC.md section 1 are the themes (CATEGORY_THEMES), the corpus's tags
 * and its topical "themes" both become tags (a poem has one theme), a difficult word keeps
 * its poem and its English definition in the explanation.
 *
 * Pure (no database, no file, no clock): the seed (seed-demo.ts) inserts these rows, and the
 * client tests' mirror (tests/helpers/demo-mirror.ts) stores them with the change feed's
 * fields added, so both hold the same anthology. Ids come from `newId`, called in corpus
 * order within each kind, so time-ordered ids keep the corpus's order.
 */
import type { DifficultWord, Poem, Poet, Tag, Theme } from '@domain/schemas';
import type { DemoAnthology } from './demo-anthology';

/**
 * The poem categories of SPEC.md section 1 are the product's themes. Names are given in
 * French, English and Arabic; no Wolof name is invented (the interface falls back to French).
 */
const CATEGORY_THEMES = [
  { slug: 'spiritualite', fr: 'Spiritualité', en: 'Spirituality', ar: 'الروحانية' },
  { slug: 'sagesse', fr: 'Sagesse', en: 'Wisdom', ar: 'الحكمة' },
  { slug: 'ethique', fr: 'Éthique', en: 'Ethics', ar: 'الأخلاقيات' },
  { slug: 'morale', fr: 'Morale', en: 'Morals', ar: 'العبرة الأخلاقية' },
  { slug: 'religion', fr: 'Religion', en: 'Religion', ar: 'الدين' },
  { slug: 'societe', fr: 'Société', en: 'Society', ar: 'المجتمع' },
  { slug: 'nature', fr: 'Nature', en: 'Nature', ar: 'الطبيعة' },
  { slug: 'amour', fr: 'Amour', en: 'Love', ar: 'الحب' },
] as const;

export interface DemoRows {
  themes: Pick<Theme, 'id' | 'slug' | 'name'>[];
  tags: Pick<Tag, 'id' | 'slug' | 'name'>[];
  poets: Pick<Poet, 'id' | 'slug' | 'name' | 'birthYear' | 'deathYear' | 'status' | 'biography'>[];
  poems: Pick<
    Poem,
    | 'id'
    | 'slug'
    | 'title'
    | 'content'
    | 'summary'
    | 'historicalContext'
    | 'sourceUrl'
    | 'poetId'
    | 'themeId'
    | 'tagIds'
    | 'year'
  >[];
  difficultWords: Pick<DifficultWord, 'id' | 'word' | 'definition' | 'explanation' | 'poemId'>[];
  /** Record ids by corpus id; a category's by its French name (as poems name it) and slug. */
  ids: {
    theme: Map<string, string>;
    tag: Map<string, string>;
    poet: Map<string, string>;
    poem: Map<string, string>;
  };
}

/** Maps the corpus to records; throws if a poem names a poet the corpus does not have. */
export function demoRows(anthology: DemoAnthology, newId: () => string): DemoRows {
  const ids: DemoRows['ids'] = {
    theme: new Map(),
    tag: new Map(),
    poet: new Map(),
    poem: new Map(),
  };
  const record = (map: Map<string, string>, ...keys: string[]) => {
    const id = newId();
    for (const key of keys) map.set(key, id);
    return id;
  };

  const themes = CATEGORY_THEMES.map((c) => ({
    id: record(ids.theme, c.fr, c.slug),
    slug: c.slug,
    name: { fr: c.fr, en: c.en, ar: c.ar },
  }));
  const tags = [...anthology.tags, ...anthology.themes].map((tag) => ({
    id: record(ids.tag, tag.id),
    slug: tag.id,
    name: tag.name_fr,
  }));
  const poets = anthology.poets.map((poet) => ({
    id: record(ids.poet, poet.id),
    slug: poet.id,
    name: poet.name,
    birthYear: poet.birthYear,
    deathYear: poet.deathYear,
    status: poet.status,
    biography: { fr: poet.bio_fr ?? undefined, en: poet.bio_en ?? undefined },
  }));
  const poems = anthology.poems.map((poem) => {
    const poetId = ids.poet.get(poem.poetId);
    if (!poetId) throw new Error(`poem ${poem.id} names unknown poet ${poem.poetId}`);
    return {
      id: record(ids.poem, poem.id),
      slug: poem.id,
      title: poem.title,
      content: poem.content,
      summary: { fr: poem.summary_fr ?? undefined, en: poem.summary_en ?? undefined },
      // The corpus's editorial_note is about the transcription (layout, cuts, spellings of the
      // source page), written in English: not the poem's history, so not historicalContext.
      historicalContext: null,
      sourceUrl: poem.sourceUrl ?? null,
      poetId,
      themeId: ids.theme.get(poem.category) ?? null,
      tagIds: [...poem.tagIds, ...poem.themeIds]
        .map((slug) => ids.tag.get(slug))
        .filter((id): id is string => id !== undefined),
      year: poem.year,
    };
  });
  const difficultWords = anthology.difficultWords.map((word) => ({
    id: newId(),
    word: word.word,
    definition: word.definition_fr,
    explanation:
      [word.explanation, word.definition_en ? `EN: ${word.definition_en}` : null]
        .filter(Boolean)
        .join('\n') || null,
    poemId: ids.poem.get(word.poemId) ?? null,
  }));
  return { themes, tags, poets, poems, difficultWords, ids };
}
