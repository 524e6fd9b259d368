/**
 * Seeds the demo anthology on first start: themes (the poem categories), tags (the
 * corpus's tags and topical themes), poets, poems, difficult words, a singer and the
 * recitations with their WebVTT. Idempotent: one transaction writes everything and a
 * marker in app_meta, and a start that finds the marker adds nothing, even if an
 * administrator has since deleted or edited demo records.
 */
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import type { AudioStore } from '../audio-store/audio-store';
import { CATEGORY_THEMES, demoPath, loadDemoAnthology } from './demo-anthology';

export const DEMO_SEED_KEY = 'seed.demo-anthology';
const DEMO_SEED_VERSION = '1';

export interface SeedResult {
  seeded: boolean;
  poems: number;
}

/** Seeds the demo anthology unless it was seeded before. */
export async function seedDemoAnthology(db: Db, audioStore: AudioStore): Promise<SeedResult> {
  const done = await db.select().from(t.appMeta).where(eq(t.appMeta.key, DEMO_SEED_KEY));
  if (done.length) return { seeded: false, poems: 0 };
  const { anthology, audio } = await loadDemoAnthology();

  // Audio bytes go to the store first under fixed keys; a failed seed leaves at most
  // files that the next attempt overwrites.
  const audioRows: (typeof t.audios.$inferInsert)[] = [];
  const singerId = uuidv7();
  const poemIds = new Map(anthology.poems.map((p) => [p.id, uuidv7()]));
  for (const item of audio) {
    const poem = anthology.poems.find((p) => p.id === item.poemId);
    const poemId = poemIds.get(item.poemId);
    if (!poem || !poemId) throw new Error(`demo audio for unknown poem ${item.poemId}`);
    const storageKey = `demo/${item.poemId}.mp3`;
    const { sizeBytes } = await audioStore.put(
      storageKey,
      createReadStream(demoPath(item.mp3)),
      'audio/mpeg',
    );
    audioRows.push({
      id: uuidv7(),
      title: `${poem.title} — récitation de synthèse`,
      poemId,
      singerId,
      mimeType: 'audio/mpeg',
      sizeBytes,
      durationSec: item.mp3_seconds_ffprobe,
      vtt: await readFile(demoPath(item.vtt), 'utf8'),
      storageKey,
    });
  }

  await db.transaction(async (tx) => {
    const themeIds = new Map<string, string>();
    for (const c of CATEGORY_THEMES) {
      const id = uuidv7();
      themeIds.set(c.fr, id);
      await tx
        .insert(t.themes)
        .values({ id, slug: c.slug, name: { fr: c.fr, en: c.en, ar: c.ar } });
    }

    // The corpus's tags and its topical "themes" both become tags (a poem has one theme).
    const tagIds = new Map<string, string>();
    for (const tag of [...anthology.tags, ...anthology.themes]) {
      const id = uuidv7();
      tagIds.set(tag.id, id);
      await tx.insert(t.tags).values({ id, slug: tag.id, name: tag.name_fr });
    }

    const poetIds = new Map<string, string>();
    for (const poet of anthology.poets) {
      const id = uuidv7();
      poetIds.set(poet.id, id);
      await tx.insert(t.poets).values({
        id,
        slug: poet.id,
        name: poet.name,
        birthYear: poet.birthYear,
        deathYear: poet.deathYear,
        status: poet.status,
        biography: { fr: poet.bio_fr ?? undefined, en: poet.bio_en ?? undefined },
      });
    }

    for (const poem of anthology.poems) {
      const poetId = poetIds.get(poem.poetId);
      if (!poetId) throw new Error(`poem ${poem.id} names unknown poet ${poem.poetId}`);
      await tx.insert(t.poems).values({
        id: poemIds.get(poem.id)!,
        slug: poem.id,
        title: poem.title,
        content: poem.content,
        summary: { fr: poem.summary_fr ?? undefined, en: poem.summary_en ?? undefined },
        historicalContext: poem.editorial_note ?? null,
        sourceUrl: poem.sourceUrl ?? null,
        poetId,
        themeId: themeIds.get(poem.category) ?? null,
        tagIds: [...poem.tagIds, ...poem.themeIds]
          .map((s) => tagIds.get(s))
          .filter((id): id is string => !!id),
        year: poem.year,
      });
    }

    for (const word of anthology.difficultWords) {
      await tx.insert(t.difficultWords).values({
        id: uuidv7(),
        word: word.word,
        definition: word.definition_fr,
        explanation:
          [word.explanation, word.definition_en ? `EN: ${word.definition_en}` : null]
            .filter(Boolean)
            .join('\n') || null,
        poemId: poemIds.get(word.poemId) ?? null,
      });
    }

    await tx.insert(t.singers).values({
      id: singerId,
      name: 'Voix de synthèse (espeak-ng)',
      biography:
        'Récitations de démonstration synthétisées avec la voix française d’espeak-ng : la prononciation du wolof n’est qu’approchée. À remplacer par de vraies récitations.',
    });
    if (audioRows.length) await tx.insert(t.audios).values(audioRows);
    await tx.insert(t.appMeta).values({ key: DEMO_SEED_KEY, value: DEMO_SEED_VERSION });
  });
  return { seeded: true, poems: anthology.poems.length };
}
