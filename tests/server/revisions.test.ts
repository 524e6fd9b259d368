/**
 * A record's whole history (migrations/0008_revisions.sql, routes/revision-routes.ts), on a
 * real database (PGlite; PostgreSQL with TEST_DATABASE_URL): every save of a poem, poet,
 * difficult word and recording (its timing too) keeps a revision in the saving transaction,
 * naming the administrator; counters keep none; a history is listed newest first, a revision
 * read whole, and a restore is a NEW save through the same version check as any save.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audios, difficultWords, poems, poets, revisions } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t?.close());

const revisionsOf = (entity: string, id: string) =>
  t.database.db
    .select()
    .from(revisions)
    .where(sql`${revisions.entity} = ${entity} and ${revisions.recordId} = ${id}`)
    .orderBy(revisions.id);

async function newPoem(title: string, content: string) {
  const [poet] = await t.database.db.select({ id: poets.id }).from(poets).limit(1);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/poems',
    headers: t.asAdmin,
    payload: { title, content, poetId: poet!.id },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; version: number };
}

const put = (path: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: path, headers: t.asAdmin, payload });

describe('every save keeps a revision', () => {
  it('a poem: its creation and each save, with who, the version and the values; counters keep none', async () => {
    const poem = await newPoem('Woy wi', 'Baat bu njëkk\nBaat bu ñaareel');
    expect(
      (await put(`/api/poems/${poem.id}`, { content: 'Baat bu njëkk\nBaat bu bees', version: 1 }))
        .statusCode,
    ).toBe(200);
    expect(
      (await put(`/api/poems/${poem.id}`, { title: 'Woy wu bees', version: 2 })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/poems/${poem.id}/view` })).statusCode,
    ).toBeLessThan(300);

    const kept = await revisionsOf('poems', poem.id);
    expect(kept.map((r) => r.version)).toEqual([1, 2, 3]);
    expect(kept.every((r) => r.actorId === t.admin.id)).toBe(true);
    expect(kept[1]!.values).toMatchObject({
      title: 'Woy wi',
      content: 'Baat bu njëkk\nBaat bu bees',
    });
    expect(kept[2]!.values).toMatchObject({ title: 'Woy wu bees' });
    expect(kept[2]!.values).not.toHaveProperty('views');
  });

  it('a poet, a difficult word and a recording (its timing) keep theirs', async () => {
    const [poet] = await t.database.db.select().from(poets).limit(1);
    const [word] = await t.database.db.select().from(difficultWords).limit(1);
    const [audio] = await t.database.db.select().from(audios).limit(1);
    const before = {
      poets: (await revisionsOf('poets', poet!.id)).length,
      words: (await revisionsOf('difficult-words', word!.id)).length,
      audios: (await revisionsOf('audios', audio!.id)).length,
    };
    expect(
      (await put(`/api/poets/${poet!.id}`, { name: 'Sëriñ bu bees', version: poet!.version }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await put(`/api/difficult-words/${word!.id}`, {
          definition: 'Firi bu bees',
          version: word!.version,
        })
      ).statusCode,
    ).toBe(200);
    const vtt = 'WEBVTT\n\n1\n00:00:00.000 --> 00:00:02.500\nÑeenti leeb yi\n';
    expect(
      (await put(`/api/audios/${audio!.id}`, { vtt, version: audio!.version })).statusCode,
    ).toBe(200);

    const poetRevisions = await revisionsOf('poets', poet!.id);
    const wordRevisions = await revisionsOf('difficult-words', word!.id);
    const audioRevisions = await revisionsOf('audios', audio!.id);
    expect(poetRevisions).toHaveLength(before.poets + 1);
    expect(wordRevisions).toHaveLength(before.words + 1);
    expect(audioRevisions).toHaveLength(before.audios + 1);
    expect(poetRevisions.at(-1)).toMatchObject({
      actorId: t.admin.id,
      values: { name: 'Sëriñ bu bees' },
    });
    expect(wordRevisions.at(-1)).toMatchObject({
      actorId: t.admin.id,
      values: { definition: 'Firi bu bees' },
    });
    expect(audioRevisions.at(-1)).toMatchObject({ actorId: t.admin.id, values: { vtt } });
  });

  it('keeps none for a refused save, and none when the saving transaction rolls back', async () => {
    const poem = await newPoem('Bañ', 'Benn baat');
    const stale = await put(`/api/poems/${poem.id}`, { title: 'Late', version: 7 });
    expect(stale.statusCode).toBe(409);
    await t.database.db
      .transaction(async (tx) => {
        await tx.update(poems).set({ title: 'Never committed' }).where(eq(poems.id, poem.id));
        tx.rollback();
      })
      .catch(() => undefined);
    const kept = await revisionsOf('poems', poem.id);
    expect(kept.map((r) => r.values.title)).toEqual(['Bañ']);
  });

  it('the actor named in one transaction does not leak to the next write', async () => {
    const poem = await newPoem('Kenn', 'Benn baat');
    await t.database.db.update(poems).set({ title: 'By a script' }).where(eq(poems.id, poem.id));
    const kept = await revisionsOf('poems', poem.id);
    expect(kept.at(-1)).toMatchObject({ actorId: null, values: { title: 'By a script' } });
  });
});

describe('the history routes', () => {
  it('list a history newest first, paged, with who saved; read one whole', async () => {
    const poem = await newPoem('Jaar-jaar', 'Baat 1');
    for (let v = 1; v <= 4; v++) {
      expect(
        (await put(`/api/poems/${poem.id}`, { content: `Baat ${v + 1}`, version: v })).statusCode,
      ).toBe(200);
    }
    const page = await t.app.inject({
      url: `/api/poems/${poem.id}/revisions?size=2&page=1`,
      headers: t.asAdmin,
    });
    expect(page.statusCode, page.body).toBe(200);
    const body = page.json();
    expect(body).toMatchObject({ totalElements: 5, totalPages: 3, size: 2, number: 1 });
    expect(body.content.map((r: { version: number }) => r.version)).toEqual([3, 2]);
    expect(body.content[0].actor).toEqual({ id: t.admin.id, name: 'admin' });
    expect(body.content[0]).not.toHaveProperty('values');

    const one = await t.app.inject({
      url: `/api/poems/${poem.id}/revisions/${body.content[0].id}`,
      headers: t.asAdmin,
    });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({
      version: 3,
      values: { title: 'Jaar-jaar', content: 'Baat 3', tagIds: [] },
    });
  });

  it('answer 404 for a record without history and for a revision of another record', async () => {
    const unknown = '0190a0a0-0000-7000-8000-000000000099';
    const none = await t.app.inject({ url: `/api/poems/${unknown}/revisions`, headers: t.asAdmin });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ code: 'not_found', message: 'Poem not found' });
    const a = await newPoem('A', 'a');
    const b = await newPoem('B', 'b');
    const [ofA] = await revisionsOf('poems', a.id);
    const cross = await t.app.inject({
      url: `/api/poems/${b.id}/revisions/${ofA!.id}`,
      headers: t.asAdmin,
    });
    expect(cross.statusCode).toBe(404);
    const bad = await t.app.inject({ url: `/api/poems/${b.id}/revisions/abc`, headers: t.asAdmin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('revisionId');
  });

  it('are for administrators only: 401 without a token, 403 for a reader', async () => {
    const poem = await newPoem('Kaddu', 'k');
    const [first] = await revisionsOf('poems', poem.id);
    const routes = [
      { method: 'GET' as const, url: `/api/poems/${poem.id}/revisions` },
      { method: 'GET' as const, url: `/api/poems/${poem.id}/revisions/${first!.id}` },
      {
        method: 'POST' as const,
        url: `/api/poems/${poem.id}/revisions/${first!.id}/restore`,
        payload: { version: 1 },
      },
    ];
    for (const route of routes) {
      expect((await t.app.inject(route)).statusCode, route.url).toBe(401);
      expect((await t.app.inject({ ...route, headers: t.asReader })).statusCode, route.url).toBe(
        403,
      );
    }
    expect(await revisionsOf('poems', poem.id)).toHaveLength(1);
  });
});

describe('restoring a revision', () => {
  it('saves its values as a new version and keeps every earlier revision as it was', async () => {
    const poem = await newPoem('Njëkk', 'Taxawal bu njëkk\n\nTaxawal bu ñaareel');
    await put(`/api/poems/${poem.id}`, {
      title: 'Ñaareel',
      content: 'Beneen baat',
      year: 1950,
      version: 1,
    });
    const before = await revisionsOf('poems', poem.id);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/poems/${poem.id}/revisions/${before[0]!.id}/restore`,
      headers: t.asAdmin,
      payload: { version: 2 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Njëkk',
      content: 'Taxawal bu njëkk\n\nTaxawal bu ñaareel',
      year: null,
      version: 3,
    });
    const after = await revisionsOf('poems', poem.id);
    expect(after).toHaveLength(3);
    expect(after.slice(0, 2)).toEqual(before);
    expect(after[2]).toMatchObject({
      version: 3,
      actorId: t.admin.id,
      values: { title: 'Njëkk', year: null },
    });
  });

  it('over a newer save is the same 409 as a stale save, and keeps nothing', async () => {
    const poem = await newPoem('Kësam', 'a');
    await put(`/api/poems/${poem.id}`, { content: 'b', version: 1 });
    const [first] = await revisionsOf('poems', poem.id);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/poems/${poem.id}/revisions/${first!.id}/restore`,
      headers: t.asAdmin,
      payload: { version: 1 },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'stale_version',
      fields: { version: 'Stale version' },
    });
    expect(await revisionsOf('poems', poem.id)).toHaveLength(2);
    const missing = await t.app.inject({
      method: 'POST',
      url: `/api/poems/${poem.id}/revisions/${first!.id}/restore`,
      headers: t.asAdmin,
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty('version');
  });

  it("refuses, per field, values today's rules refuse (a tag deleted since), never a 500", async () => {
    const tag = await t.app.inject({
      method: 'POST',
      url: '/api/tags',
      headers: t.asAdmin,
      payload: { name: 'Tag bu dem' },
    });
    expect(tag.statusCode, tag.body).toBe(201);
    const poem = await newPoem('Ak tag', 'a');
    await put(`/api/poems/${poem.id}`, { tagIds: [tag.json().id], version: 1 });
    await t.app.inject({ method: 'DELETE', url: `/api/tags/${tag.json().id}`, headers: t.asAdmin });
    const kept = await revisionsOf('poems', poem.id);
    const withTag = kept.find((r) => (r.values.tag_ids as string[]).length === 1)!;
    const { version } = (await t.app.inject({ url: `/api/poems/${poem.id}` })).json();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/poems/${poem.id}/revisions/${withTag.id}/restore`,
      headers: t.asAdmin,
      payload: { version },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields).toEqual({ 'tagIds.0': 'Tag not found' });
  });

  it("works for a recording's timing through the same WebVTT check", async () => {
    const [audio] = await t.database.db.select().from(audios).limit(1);
    const first = (await revisionsOf('audios', audio!.id))[0]!;
    const current = (await t.app.inject({ url: `/api/audios/${audio!.id}` })).json();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/audios/${audio!.id}/revisions/${first.id}/restore`,
      headers: t.asAdmin,
      payload: { version: current.version },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().vtt).toBe(first.values.vtt);
  });
});

describe('the OpenAPI document', () => {
  it('describes the three history routes of each resource, with their statuses', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>();
    for (const resource of ['poems', 'poets', 'difficult-words', 'audios']) {
      const list = doc.paths[`/api/${resource}/{id}/revisions`]?.get;
      const one = doc.paths[`/api/${resource}/{id}/revisions/{revisionId}`]?.get;
      const restore = doc.paths[`/api/${resource}/{id}/revisions/{revisionId}/restore`]?.post;
      expect(Object.keys(list?.responses ?? {}), resource).toEqual(
        expect.arrayContaining(['200', '401', '403', '404']),
      );
      expect(Object.keys(one?.responses ?? {}), resource).toContain('200');
      expect(Object.keys(restore?.responses ?? {}), resource).toEqual(
        expect.arrayContaining(['200', '400', '404', '409']),
      );
    }
  });
});
