/** /api/audios metadata: lists, one audio, a poem's audios, edits and deletes. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';

let ctx: TestApp;
const unknownId = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
});
afterAll(async () => ctx?.close());

const poemBySlug = async (slug: string) =>
  (await ctx.database.db.select().from(t.poems).where(eq(t.poems.slug, slug)))[0]!;
const rowOf = async (id: string) =>
  (await ctx.database.db.select().from(t.audios).where(eq(t.audios.id, id)))[0];
const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('GET /api/audios', () => {
  it('answers a page of the seeded recitations, without storage keys', async () => {
    const res = await get('/api/audios?sort=title,asc');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ totalElements: 4, totalPages: 1, size: 20, number: 0 });
    expect(page.content.map((a: { title: string }) => a.title)).toEqual([
      'Ana li may séen ? — récitation de synthèse',
      'Ñeenti leeb yi — récitation de synthèse',
      'Proverbes wolof (sélection) — récitation de synthèse',
      'Tëgg caam — récitation de synthèse',
    ]);
    for (const audio of page.content) {
      expect(audio).not.toHaveProperty('storageKey');
      expect(audio.mimeType).toBe('audio/mpeg');
      expect(audio.vtt).toMatch(/^WEBVTT/);
      expect(audio.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    }
  });

  it('filters by poem and by singer, and pages', async () => {
    const poem = await poemBySlug('tegg-caam');
    const byPoem = (await get(`/api/audios?poemId=${poem.id}`)).json();
    expect(byPoem.totalElements).toBe(1);
    expect(byPoem.content[0]).toMatchObject({ poemId: poem.id, sizeBytes: 221850 });
    expect(byPoem.content[0].durationSec).toBeCloseTo(55.41, 2);

    const [singer] = await ctx.database.db.select().from(t.singers);
    expect((await get(`/api/audios?singerId=${singer!.id}`)).json().totalElements).toBe(4);
    expect((await get(`/api/audios?singerId=${unknownId}`)).json().totalElements).toBe(0);

    const second = (await get('/api/audios?size=3&page=1&sort=title,asc')).json();
    expect(second).toMatchObject({ totalElements: 4, totalPages: 2, number: 1, size: 3 });
    expect(second.content.map((a: { title: string }) => a.title)).toEqual([
      'Tëgg caam — récitation de synthèse',
    ]);
  });

  it('sorts by plays', async () => {
    const poem = await poemBySlug('leebu-africa-dream');
    const [audio] = await ctx.database.db
      .select()
      .from(t.audios)
      .where(eq(t.audios.poemId, poem.id));
    await ctx.app.inject({ method: 'POST', url: `/api/audios/track/${audio!.id}` });
    const page = (await get('/api/audios?sort=plays,desc')).json();
    expect(page.content[0]).toMatchObject({ id: audio!.id, plays: 1 });
  });

  it('answers 400 for an unknown sort field or a bad filter', async () => {
    const sort = await get('/api/audios?sort=storageKey,asc');
    expect(sort.statusCode).toBe(400);
    expect(sort.json().fields).toEqual({
      sort: 'Sort by one of: title, createdAt, plays, downloads, durationSec, sizeBytes',
    });
    const filter = await get('/api/audios?poemId=tegg-caam');
    expect(filter.statusCode).toBe(400);
    expect(filter.json().fields).toHaveProperty('poemId');
  });
});

describe('GET /api/audios/:id and /api/audios/poem/:id', () => {
  it('answers one audio', async () => {
    const poem = await poemBySlug('kocc-neenti-leeb');
    const [row] = await ctx.database.db.select().from(t.audios).where(eq(t.audios.poemId, poem.id));
    const res = await get(`/api/audios/${row!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: row!.id,
      title: 'Ñeenti leeb yi — récitation de synthèse',
      sizeBytes: 40038,
    });
    expect(res.json()).not.toHaveProperty('storageKey');
  });

  it('answers 404 and 400', async () => {
    expect((await get(`/api/audios/${unknownId}`)).json()).toEqual({
      status: 404,
      error: 'Not Found',
      code: 'not_found',
      message: 'Audio not found',
    });
    const bad = await get('/api/audios/not-an-id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('id');
  });

  it("answers a poem's audios, and 404 for an unknown poem", async () => {
    const poem = await poemBySlug('kanu-ana-li-may-seen');
    const page = (await get(`/api/audios/poem/${poem.id}`)).json();
    expect(page).toMatchObject({ totalElements: 1, size: 100 });
    expect(page.content[0].poemId).toBe(poem.id);
    const other = await poemBySlug('tegg-caam');
    expect(page.content[0].poemId).not.toBe(other.id);
    const missing = await get(`/api/audios/poem/${unknownId}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Poem not found');
  });
});

describe('PUT /api/audios/:id', () => {
  const put = (id: string, payload: object, headers: Record<string, string> = ctx.asAdmin) =>
    ctx.app.inject({ method: 'PUT', url: `/api/audios/${id}`, headers, payload });

  it('edits the title, bumps the version, and refuses a stale version', async () => {
    const [row] = await ctx.database.db.select().from(t.audios).limit(1);
    const res = await put(row!.id, { title: 'Jàng bu bees', version: row!.version });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Jàng bu bees', version: row!.version + 1 });
    expect(res.json().rev).toBeGreaterThan(row!.rev);

    const stale = await put(row!.id, { title: 'Again', version: row!.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().fields).toEqual({ version: 'Stale version' });
    expect((await rowOf(row!.id))!.title).toBe('Jàng bu bees');
  });

  it('moves an audio to another poem, clears the singer and the subtitles', async () => {
    const [row] = await ctx.database.db.select().from(t.audios).limit(1);
    const poem = await poemBySlug('tegg-caam');
    const res = await put(row!.id, { poemId: poem.id, singerId: null, vtt: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ poemId: poem.id, singerId: null, vtt: null });
  });

  it('accepts valid WebVTT and refuses invalid WebVTT with the first bad line', async () => {
    const [row] = await ctx.database.db.select().from(t.audios).limit(1);
    const vtt = 'WEBVTT\n\n1\n00:00:00.000 --> 00:00:02.500\nÑeenti leeb yi\n';
    expect((await put(row!.id, { vtt })).json().vtt).toBe(vtt);
    const bad = await put(row!.id, { vtt: 'WEBVTT\n\n00:00:03.000 --> 00:00:01.000\nbackwards\n' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ vtt: 'Line 3: Cue must end after it starts' });
    const noHeader = await put(row!.id, { vtt: '00:00.000 --> 00:01.000\nx' });
    expect(noHeader.json().fields).toEqual({ vtt: 'Line 1: The file must start with "WEBVTT"' });
    expect((await rowOf(row!.id))!.vtt).toBe(vtt);
  });

  it('answers 400 per field, for unknown poem or singer, 404, 401 and 403', async () => {
    const [row] = await ctx.database.db.select().from(t.audios).limit(1);
    const invalid = await put(row!.id, { title: '', poemId: 'x' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields).toEqual({
      title: 'Title is required',
      poemId: 'Must be a valid id',
    });
    const refs = await put(row!.id, { poemId: unknownId, singerId: unknownId });
    expect(refs.statusCode).toBe(400);
    expect(refs.json().fields).toEqual({ poemId: 'Poem not found', singerId: 'Singer not found' });
    expect((await put(unknownId, { title: 'x' })).statusCode).toBe(404);
    expect((await put(row!.id, { title: 'x' }, {})).statusCode).toBe(401);
    expect((await put(row!.id, { title: 'x' }, ctx.asReader)).statusCode).toBe(403);
  });
});

describe('DELETE /api/audios/:id', () => {
  const del = (id: string, headers: Record<string, string> = ctx.asAdmin) =>
    ctx.app.inject({ method: 'DELETE', url: `/api/audios/${id}`, headers });

  it('is for administrators only, and 404s for an unknown id', async () => {
    const [row] = await ctx.database.db.select().from(t.audios).limit(1);
    expect((await del(row!.id, {})).statusCode).toBe(401);
    expect((await del(row!.id, ctx.asReader)).statusCode).toBe(403);
    expect((await del(unknownId)).statusCode).toBe(404);
    expect(await rowOf(row!.id)).toBeDefined();
  });

  it('moves the row to the trash, leaves a tombstone and keeps the stored bytes', async () => {
    const [row] = await ctx.database.db.select().from(t.audios).limit(1);
    expect(await ctx.audioStore.size(row!.storageKey)).toBe(row!.sizeBytes);
    // Streamed once first: what the stream route keeps of the row must not outlive it.
    expect((await get(`/api/audios/stream/${row!.id}`)).statusCode).toBe(200);
    const res = await del(row!.id);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await rowOf(row!.id)).toBeUndefined();
    // The bytes go only when the trash lets the recording go (tests/server/trash.test.ts).
    expect(await ctx.audioStore.size(row!.storageKey)).toBe(row!.sizeBytes);
    const stones = await ctx.database.db
      .select()
      .from(t.tombstones)
      .where(eq(t.tombstones.id, row!.id));
    expect(stones).toMatchObject([{ entity: 'audios' }]);
    expect((await get(`/api/audios/${row!.id}`)).statusCode).toBe(404);
    expect((await get(`/api/audios/stream/${row!.id}`)).statusCode).toBe(404);
  });
});
