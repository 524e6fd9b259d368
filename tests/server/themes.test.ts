/** /api/themes over the seeded demo anthology: the 8 poem categories of SPEC.md section 1. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ThemeSchema, type Theme } from '@domain/schemas/theme';
import type { Poem } from '@domain/schemas/poem';
import { createTestApp, type TestApp } from '../helpers/test-app';

const UNKNOWN_ID = '01900000-0000-7000-8000-000000000000';
const CATEGORIES = [
  'Spiritualité',
  'Sagesse',
  'Éthique',
  'Morale',
  'Religion',
  'Société',
  'Nature',
  'Amour',
];

let ctx: TestApp;
let themes: Theme[];
const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const write = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers: Record<string, string> = ctx.asAdmin,
) => ctx.app.inject({ method, url, headers, payload });
const themeNamed = (fr: string) => themes.find((t) => t.name.fr === fr)!;

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  themes = (await get('/api/themes?size=100')).json().content;
});
afterAll(async () => ctx?.close());

describe('GET /api/themes', () => {
  it('lists the 8 categories in creation order, in one page of up to 100', async () => {
    const res = await get('/api/themes?size=100');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ totalElements: 8, totalPages: 1, size: 100 });
    expect(res.json().content.map((t: Theme) => t.name.fr)).toEqual(CATEGORIES);
    expect(themeNamed('Sagesse')).toMatchObject({ slug: 'sagesse', name: { en: 'Wisdom' } });
    for (const theme of themes) expect(ThemeSchema.safeParse(theme).success).toBe(true);
  });

  it('pages and reverses on request', async () => {
    const page = (await get('/api/themes?size=3&page=2&sort=createdAt,desc')).json();
    expect(page).toMatchObject({ totalElements: 8, totalPages: 3, number: 2 });
    expect(page.content.map((t: Theme) => t.name.fr)).toEqual(['Sagesse', 'Spiritualité']);
  });

  it('keeps the themes whose name holds q in any language, whatever the case and accents', async () => {
    const names = async (q: string) =>
      (await get(`/api/themes?q=${encodeURIComponent(q)}`))
        .json()
        .content.map((t: Theme) => t.name.fr);
    await expect(names('SPIRITUALITE')).resolves.toEqual(['Spiritualité']);
    await expect(names('wisdom')).resolves.toEqual(['Sagesse']);
    await expect(names('nothing-like-this')).resolves.toEqual([]);
  });

  it('refuses other sorts and pages over 100', async () => {
    expect((await get('/api/themes?sort=name,asc')).json().fields.sort).toBe(
      'Sort by one of: createdAt',
    );
    expect((await get('/api/themes?size=101')).json().fields.size).toBe('Size must be at most 100');
  });
});

describe('GET /api/themes/:id', () => {
  it('answers one theme, 404 and 400', async () => {
    expect((await get(`/api/themes/${themeNamed('Amour').id}`)).json()).toMatchObject({
      name: { fr: 'Amour', en: 'Love' },
    });
    expect((await get(`/api/themes/${UNKNOWN_ID}`)).json()).toEqual({
      status: 404,
      error: 'Not Found',
      code: 'not_found',
      message: 'Theme not found',
    });
    expect((await get('/api/themes/amour')).json().fields.id).toBe('Must be a valid id');
  });
});

describe('POST, PUT and DELETE /api/themes', () => {
  it('creates and updates a theme', async () => {
    const created = await write('POST', '/api/themes', {
      name: { fr: 'Histoire', wol: 'Cosaan' },
      description: 'Récits du passé',
    });
    expect(created.statusCode).toBe(201);
    const theme = created.json();
    expect(theme).toMatchObject({
      name: { fr: 'Histoire', wol: 'Cosaan' },
      description: 'Récits du passé',
      version: 1,
      slug: null,
    });
    expect((await get('/api/themes?size=100')).json().content.at(-1).id).toBe(theme.id);

    const updated = await write('PUT', `/api/themes/${theme.id}`, {
      description: null,
      version: 1,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      name: { fr: 'Histoire' },
      description: null,
      version: 2,
    });
    const stale = await write('PUT', `/api/themes/${theme.id}`, {
      name: { en: 'History' },
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().fields).toEqual({ version: 'Stale version' });
  });

  it('refuses a name another theme has in the same language, on that language', async () => {
    const twin = await write('POST', '/api/themes', { name: { fr: 'Jàng', wol: 'sagesse ' } });
    expect(twin.statusCode).toBe(201);
    const clash = await write('POST', '/api/themes', { name: { en: 'Other', fr: ' sagesse' } });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({
      fieldCodes: { 'name.fr': { code: 'already_exists' } },
      fields: { 'name.fr': 'A theme with this name already exists' },
    });
    const rename = await write('PUT', `/api/themes/${twin.json().id}`, { name: { fr: 'Amour' } });
    expect(rename.json().fieldCodes).toEqual({ 'name.fr': { code: 'already_exists' } });
  });

  it('requires a name in some language', async () => {
    const res = await write('POST', '/api/themes', { name: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.name).toBe('Name is required');
    expect((await write('POST', '/api/themes', {})).json().fields).toHaveProperty('name');
  });

  it('deletes a theme, leaving its poems without one', async () => {
    const sagesse = themeNamed('Sagesse');
    const before = (await get(`/api/poems/filter?themeId=${sagesse.id}`)).json();
    expect(before.totalElements).toBe(6);
    const res = await write('DELETE', `/api/themes/${sagesse.id}`);
    expect(res.statusCode).toBe(204);
    expect((await get(`/api/themes/${sagesse.id}`)).statusCode).toBe(404);
    for (const poem of before.content as Poem[]) {
      const after = (await get(`/api/poems/${poem.id}`)).json();
      expect(after.themeId).toBeNull();
      expect(after.rev).toBeGreaterThan(poem.rev);
    }
    expect((await get('/api/poems')).json().totalElements).toBe(18);
    expect((await write('DELETE', `/api/themes/${sagesse.id}`)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown theme and needs an administrator', async () => {
    const amour = themeNamed('Amour').id;
    expect((await write('PUT', `/api/themes/${UNKNOWN_ID}`, { description: 'x' })).statusCode).toBe(
      404,
    );
    expect((await write('POST', '/api/themes', { name: { fr: 'X' } }, {})).statusCode).toBe(401);
    expect(
      (await write('POST', '/api/themes', { name: { fr: 'X' } }, ctx.asReader)).statusCode,
    ).toBe(403);
    expect((await write('PUT', `/api/themes/${amour}`, { description: 'x' }, {})).statusCode).toBe(
      401,
    );
    expect(
      (await write('PUT', `/api/themes/${amour}`, { description: 'x' }, ctx.asReader)).statusCode,
    ).toBe(403);
    expect((await write('DELETE', `/api/themes/${amour}`, undefined, {})).statusCode).toBe(401);
    expect(
      (await write('DELETE', `/api/themes/${amour}`, undefined, ctx.asReader)).statusCode,
    ).toBe(403);
    expect((await get(`/api/themes/${amour}`)).json().description).toBeNull();
  });
});
