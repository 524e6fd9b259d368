/**
 * /api/tags over the seeded demo anthology: 25 tags (the corpus's 14 tags and 11 topical
 * themes), e.g. `proverbe` on the 8 léebu poems.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TagSchema, type Tag } from '@domain/schemas/tag';
import type { Poem } from '@domain/schemas/poem';
import { createTestApp, type TestApp } from '../helpers/test-app';

const UNKNOWN_ID = '01900000-0000-7000-8000-000000000000';

let ctx: TestApp;
let tags: Tag[];
const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const write = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers: Record<string, string> = ctx.asAdmin,
) => ctx.app.inject({ method, url, headers, payload });
const tagNamed = (name: string) => tags.find((t) => t.name === name)!;

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  tags = (await get('/api/tags?size=100')).json().content;
});
afterAll(async () => ctx?.close());

describe('GET /api/tags', () => {
  it('pages the 25 tags by name', async () => {
    const page = (await get('/api/tags')).json();
    expect(page).toMatchObject({ totalElements: 25, totalPages: 2, size: 20 });
    expect(page.content[0].name).toBe('Amour et mariage');
    expect(tags.map((t) => t.name)).toContain('kañu');
    for (const tag of tags) expect(TagSchema.safeParse(tag).success).toBe(true);
    // The order of other names depends on the database's collation (C or a locale).
    const desc = (await get('/api/tags?sort=name,desc&size=100')).json();
    expect(desc.content.map((t: Tag) => t.id)).toEqual(tags.map((t) => t.id).reverse());
  });

  it('keeps the tags whose name holds q, whatever the case and accents', async () => {
    const page = (await get(`/api/tags?q=${encodeURIComponent('PROVÈRBE')}`)).json();
    expect(page.content.map((t: Tag) => t.name)).toEqual(['proverbe']);
    expect(page).toMatchObject({ totalElements: 1, totalPages: 1 });
    const none = (await get('/api/tags?q=zzzz')).json();
    expect(none).toMatchObject({ content: [], totalElements: 0 });
    const all = (await get('/api/tags?q=%20%20')).json();
    expect(all.totalElements).toBe(25);
  });

  it('refuses an unknown sort field', async () => {
    const res = await get('/api/tags?sort=poems');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.sort).toBe('Sort by one of: name, createdAt');
  });
});

describe('GET /api/tags/:id and /:id/poems', () => {
  it('answers one tag and the page of its poems', async () => {
    const proverbe = tagNamed('proverbe');
    expect((await get(`/api/tags/${proverbe.id}`)).json()).toMatchObject({
      name: 'proverbe',
      slug: 'leebu',
    });
    const page = (await get(`/api/tags/${proverbe.id}/poems?size=5`)).json();
    expect(page).toMatchObject({ totalElements: 8, totalPages: 2, size: 5 });
    expect(page.content[0].slug).toBe('leebu-au-senegal');
    for (const poem of page.content as Poem[]) expect(poem.tagIds).toContain(proverbe.id);
  });

  it('answers 404 and 400', async () => {
    expect((await get(`/api/tags/${UNKNOWN_ID}`)).json()).toEqual({
      status: 404,
      error: 'Not Found',
      code: 'not_found',
      message: 'Tag not found',
    });
    expect((await get(`/api/tags/${UNKNOWN_ID}/poems`)).statusCode).toBe(404);
    expect((await get('/api/tags/proverbe')).json().fields.id).toBe('Must be a valid id');
  });
});

describe('POST, PUT and DELETE /api/tags', () => {
  it('creates and renames a tag', async () => {
    const created = await write('POST', '/api/tags', { name: ' xasida ' });
    expect(created.statusCode).toBe(201);
    const tag = created.json();
    expect(tag).toMatchObject({ name: 'xasida', slug: null, version: 1 });
    const renamed = await write('PUT', `/api/tags/${tag.id}`, { name: 'Xasida', version: 1 });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Xasida', version: 2 });
    const stale = await write('PUT', `/api/tags/${tag.id}`, { name: 'Xasidas', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().fields).toEqual({ version: 'Stale version' });
  });

  it('refuses a name already taken, whatever its case', async () => {
    for (const name of ['PROVERBE', 'Kañu', 'KAÑU']) {
      const res = await write('POST', '/api/tags', { name });
      expect(res.statusCode).toBe(409);
      expect(res.json().fields).toEqual({ name: 'A tag with this name already exists' });
    }
    const clash = await write('PUT', `/api/tags/${tagNamed('maxime').id}`, { name: 'Proverbe' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().fields.name).toBe('A tag with this name already exists');
    const sameTag = await write('PUT', `/api/tags/${tagNamed('maxime').id}`, { name: 'Maxime' });
    expect(sameTag.statusCode).toBe(200);
    expect((await write('POST', '/api/tags', { name: '' })).json().fields.name).toBe(
      'Name is required',
    );
  });

  it('deletes a tag and takes it off every poem', async () => {
    const proverbe = tagNamed('proverbe');
    const before = (await get(`/api/tags/${proverbe.id}/poems`)).json().content as Poem[];
    expect(before).toHaveLength(8);
    const res = await write('DELETE', `/api/tags/${proverbe.id}`);
    expect(res.statusCode).toBe(204);
    expect((await get(`/api/tags/${proverbe.id}`)).statusCode).toBe(404);
    for (const poem of before) {
      const after = (await get(`/api/poems/${poem.id}`)).json();
      expect(after.tagIds).toEqual(poem.tagIds.filter((id) => id !== proverbe.id));
      expect(after.version).toBe(poem.version + 1);
    }
    expect((await get('/api/poems/filter?tag=proverbe')).json().totalElements).toBe(0);
    expect((await write('DELETE', `/api/tags/${proverbe.id}`)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown tag and needs an administrator', async () => {
    const kanu = tagNamed('kañu').id;
    expect((await write('PUT', `/api/tags/${UNKNOWN_ID}`, { name: 'x' })).statusCode).toBe(404);
    expect((await write('POST', '/api/tags', { name: 'y' }, {})).statusCode).toBe(401);
    expect((await write('POST', '/api/tags', { name: 'y' }, ctx.asReader)).statusCode).toBe(403);
    expect((await write('PUT', `/api/tags/${kanu}`, { name: 'y' }, {})).statusCode).toBe(401);
    expect((await write('PUT', `/api/tags/${kanu}`, { name: 'y' }, ctx.asReader)).statusCode).toBe(
      403,
    );
    expect((await write('DELETE', `/api/tags/${kanu}`, undefined, {})).statusCode).toBe(401);
    expect((await write('DELETE', `/api/tags/${kanu}`, undefined, ctx.asReader)).statusCode).toBe(
      403,
    );
    expect((await get(`/api/tags/${kanu}`)).json().name).toBe('kañu');
  });
});
