/** /api/singers: the reciters, their audios, and administrator writes. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';

let ctx: TestApp;
let demoSinger: typeof t.singers.$inferSelect;
const unknownId = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
const SEEDED_NAME = 'Voix de synthèse (espeak-ng)';

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  demoSinger = (await ctx.database.db.select().from(t.singers))[0]!;
});
afterAll(async () => ctx?.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const post = (payload: object, headers: Record<string, string> = ctx.asAdmin) =>
  ctx.app.inject({ method: 'POST', url: '/api/singers', headers, payload });
const put = (id: string, payload: object, headers: Record<string, string> = ctx.asAdmin) =>
  ctx.app.inject({ method: 'PUT', url: `/api/singers/${id}`, headers, payload });
const del = (id: string, headers: Record<string, string> = ctx.asAdmin) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/singers/${id}`, headers });

describe('reading singers', () => {
  it('lists the seeded singer', async () => {
    const res = await get('/api/singers');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ totalElements: 1, totalPages: 1, size: 20, number: 0 });
    expect(res.json().content[0]).toMatchObject({
      id: demoSinger.id,
      name: SEEDED_NAME,
      photoUrl: null,
    });
    expect(res.json().content[0].biography).toMatch(/espeak-ng/);
  });

  it('answers one singer, 404 and 400', async () => {
    expect((await get(`/api/singers/${demoSinger.id}`)).json()).toMatchObject({
      name: SEEDED_NAME,
      version: 1,
    });
    expect((await get(`/api/singers/${unknownId}`)).json()).toEqual({
      status: 404,
      error: 'Not Found',
      code: 'not_found',
      message: 'Singer not found',
    });
    const bad = await get('/api/singers/espeak');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('id');
  });

  it("answers a page of a singer's audios", async () => {
    const res = await get(`/api/singers/${demoSinger.id}/audios?sort=title,desc&size=2`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ totalElements: 4, totalPages: 2, size: 2 });
    expect(res.json().content.map((a: { title: string }) => a.title)).toEqual([
      'Tëgg caam — récitation de synthèse',
      'Proverbes wolof (sélection) — récitation de synthèse',
    ]);
    expect(res.json().content[0]).not.toHaveProperty('storageKey');
    expect((await get(`/api/singers/${unknownId}/audios`)).statusCode).toBe(404);
    expect((await get(`/api/singers/${demoSinger.id}/audios?sort=name,asc`)).statusCode).toBe(400);
  });

  it('sorts by name (ignoring accents and case) or createdAt, and refuses other fields', async () => {
    for (const name of ['Ñdeye Fatou', 'Abdou', 'zeynab'])
      expect((await post({ name })).statusCode).toBe(201);
    const byName = (await get('/api/singers?sort=name,asc')).json();
    expect(byName.content.map((s: { name: string }) => s.name)).toEqual([
      'Abdou',
      'Ñdeye Fatou',
      SEEDED_NAME,
      'zeynab',
    ]);
    const newest = (await get('/api/singers?sort=createdAt,desc')).json();
    expect(newest.content[0].name).toBe('zeynab');
    const bad = await get('/api/singers?sort=biography,asc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ sort: 'Sort by one of: name, createdAt' });
  });
});

describe('writing singers', () => {
  it('creates a singer (201), trimming and storing blank optional text as null', async () => {
    const res = await post({
      name: '  Serigne Moussa Kâ  ',
      biography: '',
      photoUrl: '/photos/ka.jpg',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Serigne Moussa Kâ',
      biography: null,
      photoUrl: '/photos/ka.jpg',
      version: 1,
    });
    const [row] = await ctx.database.db
      .select()
      .from(t.singers)
      .where(eq(t.singers.id, res.json().id));
    expect(row!.name).toBe('Serigne Moussa Kâ');
  });

  it('answers 400 per field', async () => {
    const res = await post({ name: ' ', photoUrl: 'javascript:alert(1)' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      name: 'Name is required',
      photoUrl: 'Must be an http(s) URL or a path',
    });
  });

  it('refuses a second reciter of the same name, on its field', async () => {
    const twin = await post({ name: SEEDED_NAME.toUpperCase() });
    expect(twin.statusCode).toBe(409);
    expect(twin.json()).toMatchObject({
      fieldCodes: { name: { code: 'already_exists' } },
      fields: { name: 'A reciter with this name already exists' },
    });
    const other = (await post({ name: 'Moussa Ka (njàngkat)' })).json<{ id: string }>();
    const rename = await put(other.id, { name: ` ${SEEDED_NAME} ` });
    expect(rename.json().fieldCodes).toEqual({ name: { code: 'already_exists' } });
  });

  it('edits with optimistic concurrency', async () => {
    const created = (await post({ name: 'Khadija' })).json();
    const edited = await put(created.id, { biography: 'Récitante de Tivaouane', version: 1 });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      name: 'Khadija',
      biography: 'Récitante de Tivaouane',
      version: 2,
    });
    const stale = await put(created.id, { name: 'Khadija Ndiaye', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().fields).toEqual({ version: 'Stale version' });
    const cleared = await put(created.id, { biography: null });
    expect(cleared.json()).toMatchObject({ biography: null, version: 3 });
    expect((await put(created.id, { name: '' })).json().fields).toEqual({
      name: 'Name is required',
    });
    expect((await put(unknownId, { name: 'x' })).statusCode).toBe(404);
  });

  it('deletes a singer and keeps their audios, without a singer', async () => {
    const before = (await get(`/api/singers/${demoSinger.id}/audios`)).json().content as {
      id: string;
    }[];
    expect(before).toHaveLength(4);
    const res = await del(demoSinger.id);
    expect(res.statusCode).toBe(204);
    expect((await get(`/api/singers/${demoSinger.id}`)).statusCode).toBe(404);
    for (const { id } of before) {
      const audio = await get(`/api/audios/${id}`);
      expect(audio.statusCode).toBe(200);
      expect(audio.json().singerId).toBeNull();
    }
    expect((await del(demoSinger.id)).statusCode).toBe(404);
  });

  it('is for administrators only', async () => {
    const target = (await post({ name: 'Protected' })).json();
    for (const headers of [{}, ctx.asReader]) {
      const expected = 'authorization' in headers ? 403 : 401;
      expect((await post({ name: 'x' }, headers)).statusCode).toBe(expected);
      expect((await put(target.id, { name: 'x' }, headers)).statusCode).toBe(expected);
      expect((await del(target.id, headers)).statusCode).toBe(expected);
    }
    expect((await get(`/api/singers/${target.id}`)).json().name).toBe('Protected');
  });
});
