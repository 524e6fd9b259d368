/**
 * /api/poets over the seeded demo anthology: 5 poets (all deceased), with 3, 2, 3, 8 and 2
 * poems; Kocc Barma Fall (1586–1655) is the only one with years.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PoetSchema, type Poet } from '@domain/schemas/poet';
import type { Poem } from '@domain/schemas/poem';
import { createTestApp, type TestApp } from '../helpers/test-app';

const UNKNOWN_ID = '01900000-0000-7000-8000-000000000000';
const KOCC = 'Kocc Barma Fall';

let ctx: TestApp;
let poets: Poet[];
const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const names = (page: { content: Poet[] }) => page.content.map((p) => p.name);
const kocc = () => poets.find((p) => p.name === KOCC)!;

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  poets = (await get('/api/poets')).json().content;
});
afterAll(async () => ctx?.close());

describe('GET /api/poets', () => {
  it('pages the 5 poets in creation order, each with its poem count', async () => {
    const res = await get('/api/poets');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ totalElements: 5, totalPages: 1, size: 20, number: 0 });
    expect(page.content.map((p: Poet) => [p.slug, p.poemCount])).toEqual([
      ['kocc-barma-fall', 3],
      ['tradition-kanu-baol', 2],
      ['tradition-ndiambour-louga', 3],
      ['tradition-leebu', 8],
      ['tradition-kasag', 2],
    ]);
    for (const poet of page.content) expect(PoetSchema.safeParse(poet).success).toBe(true);
  });

  it('sorts by name and by birth year (unknown years last)', async () => {
    expect(names((await get('/api/poets?sort=name,asc')).json())).toEqual([
      'Chanteurs de kasag — tradition anonyme',
      'Chants populaires du Ndiambour (Louga) — tradition anonyme',
      'Cultivateurs du Baol — kañu (tradition anonyme)',
      KOCC,
      'Sagesse populaire wolof — léebu (anonyme)',
    ]);
    expect(names((await get('/api/poets?sort=name,desc')).json())[0]).toBe(
      'Sagesse populaire wolof — léebu (anonyme)',
    );
    expect(names((await get('/api/poets?sort=birthYear,desc')).json())[0]).toBe(KOCC);
    expect(names((await get('/api/poets?sort=birthYear,asc')).json())[0]).toBe(KOCC);
  });

  it('cuts pages', async () => {
    const page = (await get('/api/poets?page=1&size=2')).json();
    expect(page).toMatchObject({ totalElements: 5, totalPages: 3, size: 2, number: 1 });
    expect(page.content.map((p: Poet) => p.slug)).toEqual([
      'tradition-ndiambour-louga',
      'tradition-leebu',
    ]);
  });

  it('finds poets by part of the name, whatever the case and accents', async () => {
    expect(names((await get('/api/poets?q=kocc')).json())).toEqual([KOCC]);
    expect(names((await get('/api/poets?q=NDIAMBOUR')).json())).toHaveLength(1);
    expect(names((await get('/api/poets?q=leebu')).json())).toEqual([
      'Sagesse populaire wolof — léebu (anonyme)',
    ]);
    expect(names((await get('/api/poets?q=kanu')).json())).toEqual([
      'Cultivateurs du Baol — kañu (tradition anonyme)',
    ]);
    expect((await get('/api/poets?q=tradition')).json().totalElements).toBe(3);
    expect((await get('/api/poets?q=nobody')).json()).toMatchObject({
      totalElements: 0,
      content: [],
    });
  });

  it('filters by status', async () => {
    expect((await get('/api/poets?status=deceased')).json().totalElements).toBe(5);
    expect((await get('/api/poets?status=active')).json().totalElements).toBe(0);
    expect((await get('/api/poets?status=deceased&q=kasag')).json().totalElements).toBe(1);
  });

  it.each([
    ['status=alive', 'status', 'Status must be active or deceased'],
    ['sort=poemCount', 'sort', 'Sort by one of: name, birthYear, createdAt'],
    ['size=0', 'size', 'Size must be at least 1'],
  ])('refuses ?%s', async (query, field, message) => {
    const res = await get(`/api/poets?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
  });
});

describe('GET /api/poets/:id and /:id/poems', () => {
  it('answers one poet with its poem count', async () => {
    const res = await get(`/api/poets/${kocc().id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: KOCC,
      birthYear: 1586,
      deathYear: 1655,
      status: 'deceased',
      poemCount: 3,
    });
    expect(res.json().biography.fr).toEqual(expect.any(String));
  });

  it("pages a poet's poems in the anthology order", async () => {
    const page = (await get(`/api/poets/${kocc().id}/poems`)).json();
    expect(page.totalElements).toBe(3);
    expect(page.content.map((p: Poem) => p.slug)).toEqual([
      'kocc-neenti-leeb',
      'kocc-neenti-leeb-graphie-populaire',
      'kocc-so-begg-e-ray',
    ]);
    const byTitle = (await get(`/api/poets/${kocc().id}/poems?sort=title,desc&size=1`)).json();
    expect(byTitle).toMatchObject({ totalElements: 3, totalPages: 3 });
    expect(byTitle.content[0].title).toMatch(/^(Ñeenti leeb yi|So bëgg)/);
  });

  it('answers 404 for an unknown poet and 400 for a malformed id', async () => {
    expect((await get(`/api/poets/${UNKNOWN_ID}`)).json()).toEqual({
      status: 404,
      error: 'Not Found',
      code: 'not_found',
      message: 'Poet not found',
    });
    expect((await get(`/api/poets/${UNKNOWN_ID}/poems`)).statusCode).toBe(404);
    const bad = await get('/api/poets/42');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.id).toBe('Must be a valid id');
  });
});

describe('POST, PUT and DELETE /api/poets', () => {
  const post = (payload: object, headers: Record<string, string> = ctx.asAdmin) =>
    ctx.app.inject({ method: 'POST', url: '/api/poets', headers, payload });
  const put = (id: string, payload: object, headers: Record<string, string> = ctx.asAdmin) =>
    ctx.app.inject({ method: 'PUT', url: `/api/poets/${id}`, headers, payload });
  const del = (id: string, headers: Record<string, string> = ctx.asAdmin) =>
    ctx.app.inject({ method: 'DELETE', url: `/api/poets/${id}`, headers });

  it('creates, updates and deletes a poet', async () => {
    const created = await post({
      name: '  Serigne Moussa Ka ',
      birthYear: 1889,
      deathYear: 1965,
      status: 'deceased',
      biography: { fr: 'Poète' },
    });
    expect(created.statusCode).toBe(201);
    const poet = created.json();
    expect(poet).toMatchObject({
      name: 'Serigne Moussa Ka',
      poemCount: 0,
      version: 1,
      slug: null,
      photoUrl: null,
    });
    expect((await get('/api/poets')).json().totalElements).toBe(6);

    const renamed = await put(poet.id, { name: 'Serigne Mbaye Diakhaté', version: 1 });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      name: 'Serigne Mbaye Diakhaté',
      birthYear: 1889,
      version: 2,
    });
    expect((await get('/api/poets?q=diakhate')).json().totalElements).toBe(1);

    const stale = await put(poet.id, { name: 'Lost', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().fields).toEqual({ version: 'Stale version' });

    expect((await del(poet.id)).statusCode).toBe(204);
    expect((await get(`/api/poets/${poet.id}`)).statusCode).toBe(404);
    expect((await del(poet.id)).statusCode).toBe(404);
  });

  it('names each invalid field', async () => {
    const res = await post({ name: '', status: 'alive', birthYear: 1.5 });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      name: 'Name is required',
      status: 'Status must be active or deceased',
      birthYear: 'Year must be a whole number',
    });
    const years = await post({ name: 'X', status: 'active', birthYear: 1950, deathYear: 1900 });
    expect(years.json().fields).toEqual({ deathYear: 'Death year must not be before birth year' });
    const patch = await put(kocc().id, { deathYear: 1500 });
    expect(patch.statusCode).toBe(400);
    expect(patch.json().fields).toEqual({ deathYear: 'Death year must not be before birth year' });
  });

  it('refuses a second poet of the same name (any case or spacing), on its field', async () => {
    const twin = await post({ name: '  kocc   BARMA fall', status: 'active' });
    expect(twin.statusCode).toBe(409);
    expect(twin.json()).toMatchObject({
      code: 'already_exists',
      fieldCodes: { name: { code: 'already_exists' } },
      fields: { name: 'A poet with this name already exists' },
    });
    const other = (await post({ name: 'Kocc Barma Faal', status: 'active' })).json<Poet>();
    const rename = await put(other.id, { name: KOCC, version: other.version });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().fieldCodes).toEqual({ name: { code: 'already_exists' } });
    // Its own name, resent unchanged, is not a clash.
    expect((await put(other.id, { name: 'Kocc Barma Faal' })).statusCode).toBe(200);
    // Two curators creating one name at the same moment: one poet, one refusal.
    const racing = await Promise.all(
      [1, 2].map(() => post({ name: 'Serigne Mbaye Sy Mansour', status: 'active' })),
    );
    expect(racing.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect((await get('/api/poets?q=mbaye sy mansour')).json().totalElements).toBe(1);
  });

  it('refuses to delete a poet who still has poems', async () => {
    const res = await del(kocc().id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status: 409, message: 'Poet still has poems' });
    expect((await get(`/api/poets/${kocc().id}`)).json().poemCount).toBe(3);
  });

  it('answers 404 for an unknown poet', async () => {
    expect((await put(UNKNOWN_ID, { name: 'X' })).statusCode).toBe(404);
    expect((await del(UNKNOWN_ID)).statusCode).toBe(404);
  });

  it('needs an administrator for every write', async () => {
    const body = { name: 'X', status: 'active' };
    expect((await post(body, {})).statusCode).toBe(401);
    expect((await post(body, ctx.asReader)).statusCode).toBe(403);
    expect((await put(kocc().id, body, {})).statusCode).toBe(401);
    expect((await put(kocc().id, body, ctx.asReader)).statusCode).toBe(403);
    expect((await del(kocc().id, {})).statusCode).toBe(401);
    expect((await del(kocc().id, ctx.asReader)).statusCode).toBe(403);
    expect((await get(`/api/poets/${kocc().id}`)).json()).toMatchObject({
      name: KOCC,
      version: kocc().version,
    });
  });
});
