import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import * as t from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';

let ctx: TestApp;
const poemIds: Record<string, string> = {};
beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  for (const p of await ctx.database.db.select().from(t.poems)) poemIds[p.slug!] = p.id;
});
afterAll(async () => ctx?.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const write = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers = ctx.asAdmin,
) => ctx.app.inject({ method, url, payload, headers });
const words = (res: { json(): unknown }) =>
  (res.json() as { content: { word: string }[] }).content.map((w) => w.word);
const missingId = '01900000-0000-7000-8000-000000000000';

describe('GET /api/difficult-words', () => {
  it('pages through the 109 seeded words, sorted by word', async () => {
    const res = await get('/api/difficult-words?size=10&page=1');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ totalElements: 109, totalPages: 11, size: 10, number: 1 });
    expect(body.content).toHaveLength(10);
    const first = await get('/api/difficult-words?size=3');
    // Folded order: the accented Àddina and àll sit among the a-words.
    expect(words(first)).toEqual(['Àddina', 'akara', 'àll']);
    expect(first.json().content[0]).toMatchObject({
      definition: expect.any(String),
      poemId: poemIds['leebu-gena-siiw'],
      rev: expect.any(Number),
      version: 1,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
  });

  it('sorts by word descending and by createdAt', async () => {
    expect(words(await get('/api/difficult-words?size=2&sort=word,desc'))).toEqual([
      'yonnee',
      'yiwu',
    ]);
    const byDate = (await get('/api/difficult-words?size=100&sort=createdAt,asc')).json().content;
    const dates = byDate.map((w: { createdAt: string }) => w.createdAt);
    expect([...dates].sort()).toEqual(dates);
  });

  it('filters by poem', async () => {
    const res = await get(`/api/difficult-words?poemId=${poemIds['leebu-au-senegal']}&size=5`);
    expect(res.json()).toMatchObject({ totalElements: 19, totalPages: 4 });
  });

  it('refuses an unknown sort field, a bad page and a bad poemId', async () => {
    const sort = await get('/api/difficult-words?sort=definition,asc');
    expect(sort.statusCode).toBe(400);
    expect(sort.json().fields.sort).toBe('Sort by one of: word, createdAt');
    const page = await get('/api/difficult-words?page=-1&size=500');
    expect(page.statusCode).toBe(400);
    expect(Object.keys(page.json().fields).sort()).toEqual(['page', 'size']);
    const poem = await get('/api/difficult-words?poemId=nope');
    expect(poem.statusCode).toBe(400);
    expect(poem.json().fields.poemId).toBe('Must be a valid id');
  });
});

describe('GET /api/difficult-words/poem/:id', () => {
  it('answers all the words of a poem on one page', async () => {
    const res = await get(`/api/difficult-words/poem/${poemIds['leebu-au-senegal']}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ totalElements: 19, totalPages: 1, size: 100, number: 0 });
    expect(body.content).toHaveLength(19);
    for (const w of body.content) expect(w.poemId).toBe(poemIds['leebu-au-senegal']);
    expect(
      words(await get(`/api/difficult-words/poem/${poemIds['tegg-caam']}?size=2`)),
    ).toHaveLength(2);
  });

  it('answers an empty page for a poem without words, 404 for no poem, 400 for a bad id', async () => {
    const empty = await get(`/api/difficult-words/poem/${poemIds['xamul-aay-na']}`);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ content: [], totalElements: 0 });
    const missing = await get(`/api/difficult-words/poem/${missingId}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      status: 404,
      error: 'Not Found',
      code: 'not_found',
      message: 'Poem not found',
    });
    const bad = await get('/api/difficult-words/poem/12');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.id).toBe('Must be a valid id');
  });
});

describe('GET /api/difficult-words/search', () => {
  it('ignores case and accents', async () => {
    expect(words(await get('/api/difficult-words/search?word=YALLA'))).toEqual(['Yàlla']);
    expect(
      words(await get(`/api/difficult-words/search?word=${encodeURIComponent('dëgg')}`)),
    ).toEqual(['Dëgg']);
    expect(
      words(await get(`/api/difficult-words/search?word=${encodeURIComponent('ÑAQ')}`)),
    ).toEqual(['Ñaq']);
    expect(words(await get('/api/difficult-words/search?word=naq'))).toEqual(['Ñaq']);
  });

  it('puts the exact word first, then prefixes, then other matches', async () => {
    expect(words(await get('/api/difficult-words/search?word=bokk'))).toEqual(['bokk', 'mbokk']);
    expect(words(await get('/api/difficult-words/search?word=gan'))).toEqual(['Gan', 'Gànnaar']);
    const na = await get('/api/difficult-words/search?word=na');
    expect(na.json().totalElements).toBe(11);
    expect(words(na)).toEqual([
      ...['Naaj', 'nàmpal', 'napp', 'Ñaq', 'nawet'],
      ...['Àddina', 'baawnaan', 'Gànnaar', 'Ginaar', 'ñorna', 'tangna'],
    ]);
    const aa = await get('/api/difficult-words/search?word=aa&size=2&page=1');
    expect(aa.json()).toMatchObject({ totalElements: 20, totalPages: 10, number: 1 });
    expect(words(aa)).toEqual(['baay', 'caam']);
  });

  it('answers an empty page when nothing matches', async () => {
    const res = await get('/api/difficult-words/search?word=zzz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ content: [], totalElements: 0, totalPages: 0 });
  });

  it('requires a word', async () => {
    for (const url of ['/api/difficult-words/search', '/api/difficult-words/search?word=%20%20']) {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ word: 'Word is required' });
    }
  });
});

describe('GET /api/difficult-words/:id', () => {
  it('answers one word, 404 for an unknown id, 400 for a malformed one', async () => {
    const [row] = await ctx.database.db
      .select()
      .from(t.difficultWords)
      .where(eq(t.difficultWords.word, 'Yàlla'));
    const res = await get(`/api/difficult-words/${row!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: row!.id,
      word: 'Yàlla',
      definition: row!.definition,
      rev: row!.rev,
    });
    const missing = await get(`/api/difficult-words/${missingId}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      status: 404,
      error: 'Not Found',
      code: 'not_found',
      message: 'Difficult word not found',
    });
    expect((await get('/api/difficult-words/not-an-id')).json().fields.id).toBe(
      'Must be a valid id',
    );
  });
});

describe('POST /api/difficult-words', () => {
  it('creates a word linked to a poem, and it is found by search', async () => {
    const poemId = poemIds['cemb']!;
    const res = await write('POST', '/api/difficult-words', {
      word: '  Ngëntë ',
      definition: 'Cérémonie du baptême',
      explanation: 'Le huitième jour après la naissance.',
      poemId,
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      word: 'Ngëntë',
      poemId,
      version: 1,
      explanation: expect.any(String),
    });
    expect((await get(`/api/difficult-words/${created.id}`)).json()).toEqual(created);
    expect(words(await get('/api/difficult-words/search?word=ngente'))).toEqual(['Ngëntë']);
    expect((await get(`/api/difficult-words/poem/${poemId}`)).json().totalElements).toBe(6);
  });

  it('creates a word without a poem or explanation (blank explanation is stored as null)', async () => {
    const res = await write('POST', '/api/difficult-words', {
      word: 'teraanga',
      definition: 'Hospitalité',
      explanation: '  ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ word: 'teraanga', poemId: null, explanation: null });
  });

  it("answers the SPEC's messages for a missing or blank word and definition", async () => {
    for (const payload of [{}, { word: '', definition: '   ' }, { word: null, definition: 3 }]) {
      const res = await write('POST', '/api/difficult-words', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        status: 400,
        error: 'Bad Request',
        code: 'invalid_request',
        fields: { word: 'Word is required', definition: 'Definition is required' },
      });
    }
  });

  it('refuses a poemId that names no poem, and a malformed one', async () => {
    const unknown = await write('POST', '/api/difficult-words', {
      word: 'a',
      definition: 'b',
      poemId: missingId,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ poemId: 'Poem not found' });
    const malformed = await write('POST', '/api/difficult-words', {
      word: 'a',
      definition: 'b',
      poemId: 'x',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields).toEqual({ poemId: 'Must be a valid id' });
  });

  it('is for administrators only', async () => {
    const payload = { word: 'a', definition: 'b' };
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/difficult-words',
      payload,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await write('POST', '/api/difficult-words', payload, ctx.asReader)).statusCode).toBe(
      403,
    );
    expect((await get('/api/difficult-words/search?word=a')).json().content).not.toContainEqual(
      expect.objectContaining({ word: 'a', definition: 'b' }),
    );
  });
});

describe('PUT /api/difficult-words/:id', () => {
  const create = async () =>
    (
      await write('POST', '/api/difficult-words', {
        word: 'xale',
        definition: 'enfant',
        poemId: poemIds['cemb'],
      })
    ).json();

  it('updates some fields, keeps the others and bumps version and rev', async () => {
    const before = await create();
    const res = await write('PUT', `/api/difficult-words/${before.id}`, {
      definition: 'Enfant, jeune',
      explanation: 'Pluriel : xale yi',
    });
    expect(res.statusCode).toBe(200);
    const after = res.json();
    expect(after).toMatchObject({
      word: 'xale',
      definition: 'Enfant, jeune',
      poemId: before.poemId,
      version: 2,
    });
    expect(after.rev).toBeGreaterThan(before.rev);
    expect(after.createdAt).toBe(before.createdAt);
    const detached = await write('PUT', `/api/difficult-words/${before.id}`, {
      poemId: null,
      explanation: null,
    });
    expect(detached.json()).toMatchObject({ poemId: null, explanation: null, version: 3 });
  });

  it('answers 409 for a stale version and applies a current one', async () => {
    const word = await create();
    const ok = await write('PUT', `/api/difficult-words/${word.id}`, {
      word: 'xaleel',
      version: 1,
    });
    expect(ok.statusCode).toBe(200);
    const stale = await write('PUT', `/api/difficult-words/${word.id}`, {
      word: 'xale yi',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().fields).toEqual({ version: 'Stale version' });
    expect((await get(`/api/difficult-words/${word.id}`)).json().word).toBe('xaleel');
  });

  it('answers the row unchanged for an empty edit', async () => {
    const word = await create();
    const res = await write('PUT', `/api/difficult-words/${word.id}`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(word);
  });

  it('validates fields, the poem, the id and the caller', async () => {
    const word = await create();
    const blank = await write('PUT', `/api/difficult-words/${word.id}`, {
      word: ' ',
      definition: '',
    });
    expect(blank.json().fields).toEqual({
      word: 'Word is required',
      definition: 'Definition is required',
    });
    const poem = await write('PUT', `/api/difficult-words/${word.id}`, { poemId: missingId });
    expect(poem.json().fields).toEqual({ poemId: 'Poem not found' });
    const missing = await write('PUT', `/api/difficult-words/${missingId}`, { word: 'x' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Difficult word not found');
    const url = `/api/difficult-words/${word.id}`;
    expect((await ctx.app.inject({ method: 'PUT', url, payload: { word: 'y' } })).statusCode).toBe(
      401,
    );
    expect((await write('PUT', url, { word: 'y' }, ctx.asReader)).statusCode).toBe(403);
    expect((await get(url)).json().word).toBe('xale');
  });
});

describe('DELETE /api/difficult-words/:id', () => {
  it('deletes a word (204), leaves a tombstone, then answers 404', async () => {
    const [row] = await ctx.database.db
      .select()
      .from(t.difficultWords)
      .where(eq(t.difficultWords.word, 'Picc'));
    const url = `/api/difficult-words/${row!.id}`;
    expect((await ctx.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    expect((await write('DELETE', url, undefined, ctx.asReader)).statusCode).toBe(403);
    const res = await write('DELETE', url);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await get(url)).statusCode).toBe(404);
    expect((await write('DELETE', url)).statusCode).toBe(404);
    const stones = await ctx.database.db
      .select()
      .from(t.tombstones)
      .where(eq(t.tombstones.id, row!.id));
    expect(stones).toEqual([expect.objectContaining({ entity: 'difficultWords', id: row!.id })]);
  });

  it('audits administrator writes with the entity id', async () => {
    const created = (
      await write('POST', '/api/difficult-words', { word: 'audit', definition: 'trace' })
    ).json();
    // The audit line is written in onResponse, after the reply has gone out.
    await vi.waitFor(async () => {
      const log = await ctx.database.db
        .select()
        .from(t.auditLog)
        .where(eq(t.auditLog.entityId, created.id));
      expect(log).toEqual([
        expect.objectContaining({ action: 'POST /api/difficult-words', entity: 'difficult-words' }),
      ]);
    });
  });
});
