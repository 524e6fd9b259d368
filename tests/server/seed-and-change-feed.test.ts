import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import * as t from '../../src/server/db/schema';
import { seedDemoAnthology } from '../../src/server/seed/seed-demo';
import { loadDemoAnthology } from '../../src/server/seed/demo-anthology';
import { createTestApp, type TestApp } from '../helpers/test-app';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
});
afterAll(async () => ctx?.close());

const countOf = async (
  table: typeof t.poems | typeof t.poets | typeof t.difficultWords | typeof t.audios,
) => (await ctx.database.db.select({ n: count() }).from(table))[0]!.n;

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
    expect(res.json()).toMatchObject({ status: 404, error: 'Not Found' });
  });
});
