/**
 * Seeds the demo anthology on first start: themes (the poem categories), tags (the
 * corpus's tags and topical themes), poets, poems, difficult words (mapped from the corpus
 * by demo-rows.ts), a singer and the recitations with their WebVTT. Idempotent: one transaction writes everything and a
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
import { demoPath, loadDemoAnthology } from './demo-anthology';
import { demoRows } from './demo-rows';

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
  const rows = demoRows(anthology, uuidv7);

  // Audio bytes go to the store first under fixed keys; a failed seed leaves at most
  // files that the next attempt overwrites.
  const audioRows: (typeof t.audios.$inferInsert)[] = [];
  const singerId = uuidv7();
  for (const item of audio) {
    const poem = anthology.poems.find((p) => p.id === item.poemId);
    const poemId = rows.ids.poem.get(item.poemId);
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
    await tx.insert(t.themes).values(rows.themes);
    await tx.insert(t.tags).values(rows.tags);
    await tx.insert(t.poets).values(rows.poets);
    await tx.insert(t.poems).values(rows.poems);
    await tx.insert(t.difficultWords).values(rows.difficultWords);
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
