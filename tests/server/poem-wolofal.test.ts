/**
 * A poem's Wolofal over the real app and database: written and read by the API, refused with
 * a field error saying where when it does not stand beside the Latin text (also when an
 * update changes one of the two), carried by the change feed and described by the OpenAPI
 * document; the search and the word statistics read the Latin text only. With the sourced
 * sample (tests/fixtures/wolofal-sample.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@domain/error-codes';
import type { Poem } from '@domain/schemas/poem';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { WOLOFAL_SAMPLE } from '../fixtures/wolofal-sample';

const { content, wolofal } = WOLOFAL_SAMPLE;
/** The sample's Wolofal with its two stanzas run together. */
const oneStanza = wolofal.replace('\n\n', '\n');

let ctx: TestApp;
let poetId = '';
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: ctx.asAdmin, payload });

beforeAll(async () => {
  ctx = await createTestApp();
  const poet = await call('POST', '/api/poets', { name: 'Bindkat', status: 'active' });
  poetId = poet.json<{ id: string }>().id;
});
afterAll(async () => ctx?.close());

const create = (fields: object) =>
  call('POST', '/api/poems', { title: 'Doomi aadama', content, poetId, ...fields });

describe('a poem with its Wolofal', () => {
  it('is written and read back as given, and a poem without has null', async () => {
    const created = await create({ wolofal });
    expect(created.statusCode).toBe(201);
    const poem = created.json<Poem>();
    expect(poem.wolofal).toBe(wolofal);
    expect((await call('GET', `/api/poems/${poem.id}`)).json<Poem>().wolofal).toBe(wolofal);

    const plain = (await create({})).json<Poem>();
    expect(plain.wolofal).toBeNull();
    // A field left blank in the editor is no Wolofal.
    expect((await create({ wolofal: ' \n\n ' })).json<Poem>().wolofal).toBeNull();
  });

  it('is refused when it does not stand beside the Latin, with the field, code and counts', async () => {
    const res = await create({ wolofal: oneStanza });
    expect(res.statusCode).toBe(400);
    const body = res.json<ApiErrorBody>();
    expect(body.code).toBe('invalid_request');
    expect(body.fieldCodes).toEqual({
      wolofal: { code: 'stanza_count_mismatch', params: { latin: 2, wolofal: 1 } },
    });
    expect(body.fields!.wolofal).toBe(
      'The Wolofal has 1 stanzas and the Latin text 2: they must have as many',
    );
  });

  it('checks an update of one text against the other as stored, and keeps the poem unchanged', async () => {
    const poem = (await create({ wolofal })).json<Poem>();
    const latinOnly = await call('PUT', `/api/poems/${poem.id}`, {
      content: content.replace(/,\n(?=te teg)/, ', '),
    });
    expect(latinOnly.statusCode).toBe(400);
    expect(latinOnly.json<ApiErrorBody>().fieldCodes).toEqual({
      wolofal: { code: 'verse_count_mismatch', params: { stanza: 2, latin: 2, wolofal: 3 } },
    });
    const wolofalOnly = await call('PUT', `/api/poems/${poem.id}`, { wolofal: oneStanza });
    expect(wolofalOnly.json<ApiErrorBody>().fieldCodes?.wolofal?.code).toBe(
      'stanza_count_mismatch',
    );
    const stored = (await call('GET', `/api/poems/${poem.id}`)).json<Poem>();
    expect([stored.content, stored.wolofal, stored.version]).toEqual([
      content,
      wolofal,
      poem.version,
    ]);

    // Both changed together, then the Wolofal removed: each is a valid update.
    const both = await call('PUT', `/api/poems/${poem.id}`, {
      content: content.replace('\n\n', '\n'),
      wolofal: oneStanza,
    });
    expect(both.json<Poem>().wolofal).toBe(oneStanza);
    const removed = await call('PUT', `/api/poems/${poem.id}`, { wolofal: null });
    expect(removed.json<Poem>().wolofal).toBeNull();
    // With no Wolofal left, the Latin text may change freely.
    const free = await call('PUT', `/api/poems/${poem.id}`, { content: 'Benn baat' });
    expect(free.statusCode).toBe(200);
  });

  it('refuses a reader writing it', async () => {
    const poem = (await create({})).json<Poem>();
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/poems/${poem.id}`,
      headers: ctx.asReader,
      payload: { wolofal },
    });
    expect(res.statusCode).toBe(403);
  });

  it('reaches the devices through the change feed', async () => {
    const poem = (await create({ wolofal })).json<Poem>();
    const feed = (await ctx.app.inject({ url: '/api/sync?since=0&limit=500' })).json<{
      changes: { entity: string; row?: Partial<Poem> }[];
    }>();
    const sent = feed.changes.find((c) => c.entity === 'poems' && c.row?.id === poem.id);
    expect(sent?.row?.wolofal).toBe(wolofal);
  });

  it('is in the OpenAPI document, on a poem read and on its update', async () => {
    const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const poemPath = doc.paths['/api/poems/{id}']!;
    for (const method of ['get', 'put']) {
      expect(JSON.stringify(poemPath[method]), method).toContain('"wolofal"');
    }
  });
});

describe('search and word statistics', () => {
  it('read the Latin text only', async () => {
    const poem = (await create({ title: 'Sañ-sañ', wolofal })).json<Poem>();
    const search = (q: string) =>
      ctx.app
        .inject({ url: `/api/poems/search?q=${encodeURIComponent(q)}&size=100` })
        .then((r) => r.json<{ content: Poem[] }>().content.map((p) => p.id));
    expect(await search('tawfeex')).toContain(poem.id);
    expect(await search('تَوفࣹيخْ')).toEqual([]);

    const statistics = (word: string) =>
      ctx.app
        .inject({ url: `/api/poems/statistics/word?word=${encodeURIComponent(word)}` })
        .then((r) => r.json<{ totalOccurrences: number; poems: { poemId: string }[] }>());
    const latin = await statistics('tawfeex');
    expect(latin.poems.map((p) => p.poemId)).toContain(poem.id);
    expect((await statistics('تَوفࣹيخْ')).totalOccurrences).toBe(0);
  });
});
