/**
 * /api/poems: the list, one poem, the administrator's writes and the readers' counters, over
 * the seeded demo anthology (18 poems, 4 of them with a recitation).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PoemSchema, type Poem } from '@domain/schemas/poem';
import * as t from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';

const corpus = JSON.parse(
  readFileSync(
    join(import.meta.dirname, '..', '..', 'src', 'server', 'seed', 'demo', 'anthology.json'),
    'utf8',
  ),
) as { poems: { id: string; title: string }[] };
const CORPUS_SLUGS = corpus.poems.map((p) => p.id);
const UNKNOWN_ID = '01900000-0000-7000-8000-000000000000';

let ctx: TestApp;
let bySlug: Map<string, Poem>;

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const poemBySlug = (slug: string) => bySlug.get(slug)!;

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  const page = (await get('/api/poems?size=100')).json();
  bySlug = new Map(page.content.map((p: Poem) => [p.slug, p]));
});
afterAll(async () => ctx?.close());

describe('GET /api/poems', () => {
  it('pages the 18 poems in the anthology order by default', async () => {
    const res = await get('/api/poems');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ totalElements: 18, totalPages: 1, size: 20, number: 0 });
    expect(page.content.map((p: Poem) => p.slug)).toEqual(CORPUS_SLUGS);
    for (const poem of page.content) expect(PoemSchema.safeParse(poem).success).toBe(true);
  });

  it('cuts pages and reverses the order on request', async () => {
    const second = (await get('/api/poems?page=1&size=5')).json();
    expect(second).toMatchObject({ totalElements: 18, totalPages: 4, size: 5, number: 1 });
    expect(second.content.map((p: Poem) => p.slug)).toEqual(CORPUS_SLUGS.slice(5, 10));
    const last = (await get('/api/poems?page=3&size=5&sort=createdAt,desc')).json();
    expect(last.content.map((p: Poem) => p.slug)).toEqual([...CORPUS_SLUGS].reverse().slice(15));
    expect((await get('/api/poems?page=9&size=5')).json().content).toEqual([]);
  });

  it('sorts by title', async () => {
    const titles = (await get('/api/poems?size=100&sort=title,asc'))
      .json()
      .content.map((p: Poem) => p.title);
    expect(titles).toHaveLength(18);
    expect(titles[0]).toBe('Ana li may séen ?');
    // Where Ñ sorts depends on the database's collation; desc must still reverse asc.
    const desc = (await get('/api/poems?size=100&sort=title,desc'))
      .json()
      .content.map((p: Poem) => p.title);
    expect(desc).toEqual([...titles].reverse());
  });

  it('derives hasAudio from the recitations', async () => {
    expect(poemBySlug('kanu-ana-li-may-seen').hasAudio).toBe(true);
    expect(poemBySlug('leebu-africa-dream').hasAudio).toBe(true);
    expect(poemBySlug('baawnaan').hasAudio).toBe(false);
    expect([...bySlug.values()].filter((p) => p.hasAudio)).toHaveLength(4);
  });

  it.each([
    ['sort=views,sideways', 'sort'],
    ['sort=author', 'sort'],
    ['size=101', 'size'],
    ['page=-1', 'page'],
  ])('refuses ?%s with fields.%s', async (query, field) => {
    const res = await get(`/api/poems?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty(field);
  });
});

describe('GET /api/poems/:id', () => {
  it('answers the poem with its poet, theme, tags and ISO timestamps', async () => {
    const poem = poemBySlug('kocc-neenti-leeb');
    const res = await get(`/api/poems/${poem.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      slug: 'kocc-neenti-leeb',
      title: 'Ñeenti leeb yi',
      hasAudio: true,
      views: 0,
    });
    expect(body.tagIds).toHaveLength(5);
    expect(body.themeId).toEqual(expect.any(String));
    expect(body.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('answers 404 for an unknown poem and 400 for a malformed id', async () => {
    const missing = await get(`/api/poems/${UNKNOWN_ID}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      status: 404,
      error: 'Not Found',
      code: 'not_found',
      message: 'Poem not found',
    });
    const bad = await get('/api/poems/not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.id).toBe('Must be a valid id');
  });
});

describe('POST /api/poems', () => {
  const valid = () => ({
    title: 'Woy bu bees',
    content: 'Baat bu jëkk\nbaat bu ñaareel\n\nSëriñsaañ la',
    poetId: poemBySlug('baawnaan').poetId,
    themeId: poemBySlug('baawnaan').themeId,
    tagIds: [poemBySlug('baawnaan').tagIds[0]!, poemBySlug('baawnaan').tagIds[0]!],
    year: 1960,
  });

  it('creates a poem (201) that the list and search then show', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/poems',
      headers: ctx.asAdmin,
      payload: valid(),
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      title: 'Woy bu bees',
      year: 1960,
      views: 0,
      likes: 0,
      hasAudio: false,
      version: 1,
    });
    expect(created.tagIds).toEqual([valid().tagIds[0]]);
    expect((await get(`/api/poems/${created.id}`)).json()).toEqual(created);
    const list = (await get('/api/poems?size=100')).json();
    expect(list.totalElements).toBe(19);
    expect(list.content.at(-1).id).toBe(created.id);
    expect(
      (await get('/api/poems/search?q=SERINSAAN')).json().content.map((p: Poem) => p.id),
    ).toEqual([created.id]);
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/poems/${created.id}`,
      headers: ctx.asAdmin,
    });
  });

  it('names every missing field', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/poems',
      headers: ctx.asAdmin,
      payload: { title: ' ' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      title: 'Title is required',
      content: 'Content is required',
    });
    expect(res.json().fields.poetId).toBeDefined();
  });

  it('refuses an unknown poet, theme or tag with a message per field', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/poems',
      headers: ctx.asAdmin,
      payload: {
        ...valid(),
        poetId: UNKNOWN_ID,
        themeId: UNKNOWN_ID,
        tagIds: [valid().tagIds[0], UNKNOWN_ID],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      poetId: 'Poet not found',
      themeId: 'Theme not found',
      'tagIds.1': 'Tag not found',
    });
  });

  it('needs an administrator', async () => {
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/poems', payload: valid() });
    expect(anonymous.statusCode).toBe(401);
    const reader = await ctx.app.inject({
      method: 'POST',
      url: '/api/poems',
      headers: ctx.asReader,
      payload: valid(),
    });
    expect(reader.statusCode).toBe(403);
    expect((await get('/api/poems')).json().totalElements).toBe(18);
  });
});

describe('PUT /api/poems/:id', () => {
  it('updates the given fields only and bumps the version', async () => {
    const poem = poemBySlug('cemb');
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/poems/${poem.id}`,
      headers: ctx.asAdmin,
      payload: { year: 1935, coverUrl: '/covers/cemb.jpg', version: poem.version },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Cemb',
      content: poem.content,
      year: 1935,
      version: poem.version + 1,
    });
    expect(res.json().rev).toBeGreaterThan(poem.rev);
  });

  it('answers 409 for a stale version and changes nothing', async () => {
    const poem = poemBySlug('baawnaan');
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/poems/${poem.id}`,
      headers: ctx.asAdmin,
      payload: { title: 'Lost update', version: poem.version + 5 },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().fields).toEqual({ version: 'Stale version' });
    expect((await get(`/api/poems/${poem.id}`)).json().title).toBe('Baawnaan');
  });

  it('answers 404, 400 for an unknown poet, and 401/403 without an administrator', async () => {
    const put = (id: string, payload: object, headers = ctx.asAdmin) =>
      ctx.app.inject({ method: 'PUT', url: `/api/poems/${id}`, headers, payload });
    expect((await put(UNKNOWN_ID, { title: 'x' })).statusCode).toBe(404);
    const badPoet = await put(poemBySlug('cemb').id, { poetId: UNKNOWN_ID });
    expect(badPoet.statusCode).toBe(400);
    expect(badPoet.json().fields).toEqual({ poetId: 'Poet not found' });
    expect((await put(poemBySlug('cemb').id, { title: '' })).json().fields.title).toBe(
      'Title is required',
    );
    expect(
      (await put(poemBySlug('cemb').id, { title: 'x' }, {} as typeof ctx.asAdmin)).statusCode,
    ).toBe(401);
    expect((await put(poemBySlug('cemb').id, { title: 'x' }, ctx.asReader)).statusCode).toBe(403);
  });
});

describe('POST /api/poems/:id/view and /like', () => {
  it('counts one view or like per call, for anyone, without touching the version', async () => {
    const poem = poemBySlug('li-nepp-bokk');
    const view = () => ctx.app.inject({ method: 'POST', url: `/api/poems/${poem.id}/view` });
    expect((await view()).json()).toEqual({ views: 1 });
    expect((await view()).json()).toEqual({ views: 2 });
    const like = await ctx.app.inject({
      method: 'POST',
      url: `/api/poems/${poem.id}/like`,
      headers: ctx.asReader,
    });
    expect(like.statusCode).toBe(200);
    expect(like.json()).toEqual({ likes: 1 });
    const after = (await get(`/api/poems/${poem.id}`)).json();
    expect(after).toMatchObject({ views: 2, likes: 1, version: poem.version });
    expect(after.rev).toBeGreaterThan(poem.rev);
  });

  it('answers 404 for an unknown poem and 400 for a malformed id', async () => {
    expect(
      (await ctx.app.inject({ method: 'POST', url: `/api/poems/${UNKNOWN_ID}/like` })).statusCode,
    ).toBe(404);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/poems/nope/view' })).statusCode).toBe(
      400,
    );
  });
});

describe('DELETE /api/poems/:id', () => {
  it('moves the poem with its recitations and difficult words to the trash (204)', async () => {
    const poem = poemBySlug('tegg-caam');
    const db = ctx.database.db;
    expect((await db.select().from(t.audios).where(eq(t.audios.poemId, poem.id))).length).toBe(1);
    expect(
      (await db.select().from(t.difficultWords).where(eq(t.difficultWords.poemId, poem.id))).length,
    ).toBe(9);
    const [audio] = await db.select().from(t.audios).where(eq(t.audios.poemId, poem.id));
    expect(await ctx.audioStore.size(audio!.storageKey)).toBeGreaterThan(0);

    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: `/api/poems/${poem.id}`,
          headers: ctx.asReader,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/poems/${poem.id}` })).statusCode,
    ).toBe(401);
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/poems/${poem.id}`,
      headers: ctx.asAdmin,
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');

    expect((await get(`/api/poems/${poem.id}`)).statusCode).toBe(404);
    expect((await db.select().from(t.audios).where(eq(t.audios.poemId, poem.id))).length).toBe(0);
    // The recitation's file stays while the poem is in the trash (tests/server/trash.test.ts).
    expect(await ctx.audioStore.size(audio!.storageKey)).toBeGreaterThan(0);
    expect((await db.select().from(t.trash).where(eq(t.trash.id, poem.id))).length).toBe(1);
    expect(
      (await db.select().from(t.difficultWords).where(eq(t.difficultWords.poemId, poem.id))).length,
    ).toBe(0);
    const list = (await get('/api/poems?size=100')).json();
    expect(list.totalElements).toBe(17);
    expect(list.content.map((p: Poem) => p.slug)).toEqual(
      CORPUS_SLUGS.filter((s) => s !== 'tegg-caam'),
    );
    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: `/api/poems/${poem.id}`,
          headers: ctx.asAdmin,
        })
      ).statusCode,
    ).toBe(404);
  });
});
