import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import * as t from '../../src/server/db/schema';
import { seedDemoAnthology } from '../../src/server/seed/seed-demo';
import { loadDemoAnthology } from '../../src/server/seed/demo-anthology';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { buildDemoMirror } from '../helpers/demo-mirror';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
});
afterAll(async () => ctx?.close());

const countOf = async (
  table: typeof t.poems | typeof t.poets | typeof t.difficultWords | typeof t.audios,
) => (await ctx.database.db.select({ n: count() }).from(table))[0]!.n;

interface AnthologyRows {
  themes: { id: string; slug: string | null }[];
  tags: { id: string; slug: string | null }[];
  poets: { id: string; slug: string | null; name: string; biography: unknown }[];
  poems: {
    id: string;
    slug: string | null;
    title: string;
    content: string;
    summary: unknown;
    historicalContext: string | null;
    sourceUrl: string | null;
    year: number | null;
    poetId: string;
    themeId: string | null;
    tagIds: string[];
  }[];
  difficultWords: {
    word: string;
    definition: string;
    explanation: string | null;
    poemId: string | null;
  }[];
}

/** The rows with every id replaced by its record's slug, in slug order: only the mapping is compared. */
function withSlugs(rows: AnthologyRows) {
  const slug = new Map(
    [...rows.themes, ...rows.tags, ...rows.poets, ...rows.poems].map((r) => [r.id, r.slug]),
  );
  const bySlug = (a: { slug: string | null }, b: { slug: string | null }) =>
    String(a.slug).localeCompare(String(b.slug));
  return {
    themes: rows.themes.map((r) => r.slug).sort(),
    tags: rows.tags.map((r) => r.slug).sort(),
    poets: rows.poets.map(({ slug, name, biography }) => ({ slug, name, biography })).sort(bySlug),
    poems: rows.poems
      .map((p) => ({
        slug: p.slug,
        title: p.title,
        content: p.content,
        summary: p.summary,
        historicalContext: p.historicalContext,
        sourceUrl: p.sourceUrl,
        year: p.year,
        poet: slug.get(p.poetId),
        theme: p.themeId ? slug.get(p.themeId) : null,
        tags: p.tagIds.map((id) => slug.get(id)),
      }))
      .sort(bySlug),
    words: rows.difficultWords
      .map(({ word, definition, explanation, poemId }) => ({
        word,
        definition,
        explanation,
        poem: poemId ? slug.get(poemId) : null,
      }))
      .sort((a, b) =>
        `${a.word}|${a.poem}|${a.definition}`.localeCompare(`${b.word}|${b.poem}|${b.definition}`),
      ),
  };
}

describe('demo anthology seed', () => {
  it('loads every poet, poem, difficult word and recitation of the corpus', async () => {
    const { anthology, audio } = await loadDemoAnthology();
    expect(await countOf(t.poets)).toBe(anthology.poets.length);
    expect(await countOf(t.poems)).toBe(anthology.poems.length);
    expect(await countOf(t.difficultWords)).toBe(anthology.difficultWords.length);
    expect(await countOf(t.audios)).toBe(audio.length);
  });

  it('stores the recitation bytes in the audio store', async () => {
    const [row] = await ctx.database.db.select().from(t.audios).limit(1);
    expect(await ctx.audioStore.size(row!.storageKey)).toBe(row!.sizeBytes);
    expect(row!.vtt).toMatch(/^WEBVTT/);
  });

  it('holds the anthology the client tests mirror (helpers/demo-mirror.ts), field by field', async () => {
    const { db } = ctx.database;
    const [themes, tags, poets, poems, difficultWords] = await Promise.all([
      db.select().from(t.themes),
      db.select().from(t.tags),
      db.select().from(t.poets),
      db.select().from(t.poems),
      db.select().from(t.difficultWords),
    ]);
    const seeded = withSlugs({ themes, tags, poets, poems, difficultWords });
    expect(withSlugs(buildDemoMirror())).toEqual(seeded);
    // The fields the test mirror once left out are there.
    expect(seeded.poems.some((p) => p.sourceUrl)).toBe(true);
    expect(seeded.words.some((w) => w.explanation?.includes('EN: '))).toBe(true);
  });

  it('adds nothing on a second start', async () => {
    const before = await countOf(t.poems);
    const again = await seedDemoAnthology(ctx.database.db, ctx.audioStore);
    expect(again.seeded).toBe(false);
    expect(await countOf(t.poems)).toBe(before);
  });
});

describe('change feed columns kept by the database', () => {
  it('gives every write a higher rev and bumps version only for edits', async () => {
    const db = ctx.database.db;
    const [poem] = await db.select().from(t.poems).limit(1);
    const [counted] = await db
      .update(t.poems)
      .set({ views: sql`${t.poems.views} + 1` })
      .where(eq(t.poems.id, poem!.id))
      .returning();
    expect(counted!.rev).toBeGreaterThan(poem!.rev);
    expect(counted!.version).toBe(poem!.version);

    const [edited] = await db
      .update(t.poems)
      .set({ title: 'Nouveau titre' })
      .where(eq(t.poems.id, poem!.id))
      .returning();
    expect(edited!.rev).toBeGreaterThan(counted!.rev);
    expect(edited!.version).toBe(poem!.version + 1);
    expect(edited!.createdAt).toBe(poem!.createdAt);
  });

  it('leaves a tombstone for a delete, and for the rows the delete cascades to', async () => {
    const db = ctx.database.db;
    const [audio] = await db.select().from(t.audios).limit(1);
    const words = await db
      .select()
      .from(t.difficultWords)
      .where(eq(t.difficultWords.poemId, audio!.poemId));
    await db.delete(t.poems).where(eq(t.poems.id, audio!.poemId));
    const stones = await db.select().from(t.tombstones);
    const ids = new Set(stones.map((s) => `${s.entity}:${s.id}`));
    expect(ids.has(`poems:${audio!.poemId}`)).toBe(true);
    expect(ids.has(`audios:${audio!.id}`)).toBe(true);
    for (const w of words) expect(ids.has(`difficultWords:${w.id}`)).toBe(true);
  });
});

describe('GET /api/health', () => {
  it('answers ok with the database kind', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: ctx.database.kind });
  });

  it('answers the error shape for an unknown API path', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, error: 'Not Found', code: 'not_found' });
  });
});
