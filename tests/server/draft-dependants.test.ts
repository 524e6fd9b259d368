/**
 * A draft's or a scheduled poem's recordings and difficult words stay out of every public read
 * (routes/api/audios, routes/api/difficult-words, the stream and download, a singer's audios,
 * the home counters, the records of a recording page's first screen), by the poem's own rule
 * (plugins/app/poems/poem-row.ts, `ofPublishedPoem`); administrators still see them. Published
 * again, they are back everywhere. On the seeded demo anthology, PGlite (PostgreSQL with
 * TEST_DATABASE_URL).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema';
import type { Poem } from '@domain/schemas/poem';
import { loadRecords } from '../../src/server/first-screen/load-records';
import { createTestApp, type TestApp } from '../helpers/test-app';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
});
afterAll(async () => ctx?.close());

const publicGet = (url: string) => ctx.app.inject({ method: 'GET', url });
const adminGet = (url: string) => ctx.app.inject({ method: 'GET', url, headers: ctx.asAdmin });
const ids = (res: { json(): unknown }) =>
  (res.json() as { content: { id: string }[] }).content.map((r) => r.id);
const counters = async () =>
  (await publicGet('/api/stats/summary')).json() as { audios: number; difficultWords: number };

async function setPublication(poemId: string, publishedAt: unknown): Promise<Poem> {
  const current = (await adminGet(`/api/poems/${poemId}`)).json() as Poem;
  const res = await ctx.app.inject({
    method: 'PUT',
    url: `/api/poems/${poemId}`,
    headers: ctx.asAdmin,
    payload: { publishedAt, version: current.version },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Poem;
}

/** A seeded poem with a recording and difficult words, and those. */
async function poemWithDependants(slug: string) {
  const db = ctx.database.db;
  const [poem] = await db.select().from(t.poems).where(eq(t.poems.slug, slug));
  const audios = await db.select().from(t.audios).where(eq(t.audios.poemId, poem!.id));
  const words = await db
    .select()
    .from(t.difficultWords)
    .where(eq(t.difficultWords.poemId, poem!.id));
  expect(audios.length).toBeGreaterThan(0);
  expect(words.length).toBeGreaterThan(0);
  return { poem: poem!, audio: audios[0]!, words };
}

/** Every public read that could show the recording or a word; true where it shows. */
async function publicSight(
  poemId: string,
  audio: { id: string; singerId: string | null },
  word: { id: string; word: string },
) {
  return {
    audiosList: ids(await publicGet('/api/audios?size=100')).includes(audio.id),
    audiosOfPoem: (await publicGet(`/api/audios/poem/${poemId}`)).statusCode,
    audiosByPoemFilter: ids(await publicGet(`/api/audios?poemId=${poemId}`)).includes(audio.id),
    audio: (await publicGet(`/api/audios/${audio.id}`)).statusCode,
    singerAudios: ids(await publicGet(`/api/singers/${audio.singerId}/audios?size=100`)).includes(
      audio.id,
    ),
    stream: (await publicGet(`/api/audios/stream/${audio.id}`)).statusCode,
    download: (await ctx.app.inject({ method: 'HEAD', url: `/api/audios/download/${audio.id}` }))
      .statusCode,
    wordsList: ids(await publicGet('/api/difficult-words?size=100&sort=createdAt,desc')).includes(
      word.id,
    ),
    wordsOfPoem: (await publicGet(`/api/difficult-words/poem/${poemId}`)).statusCode,
    wordSearch: ids(
      await publicGet(`/api/difficult-words/search?word=${encodeURIComponent(word.word)}`),
    ).includes(word.id),
    word: (await publicGet(`/api/difficult-words/${word.id}`)).statusCode,
    // The records of the recording page's first screen, drawn by the server.
    audioPage: (await loadRecords(ctx.app, 'audio', audio.id)) !== undefined,
  };
}

const SEEN = {
  audiosList: true,
  audiosOfPoem: 200,
  audiosByPoemFilter: true,
  audio: 200,
  singerAudios: true,
  stream: 200,
  download: 200,
  wordsList: true,
  wordsOfPoem: 200,
  wordSearch: true,
  word: 200,
  audioPage: true,
};
const HIDDEN = {
  audiosList: false,
  audiosOfPoem: 404,
  audiosByPoemFilter: false,
  audio: 404,
  singerAudios: false,
  stream: 404,
  download: 404,
  wordsList: false,
  wordsOfPoem: 404,
  wordSearch: false,
  word: 404,
  audioPage: false,
};

describe("a hidden poem's recordings and difficult words", () => {
  it('are out of every public read while the poem is a draft, and back once it is published', async () => {
    const { poem, audio, words } = await poemWithDependants('tegg-caam');
    const word = words[0]!;
    const before = await counters();
    expect(await publicSight(poem.id, audio, word)).toMatchObject(SEEN);

    await setPublication(poem.id, null);
    expect(await publicSight(poem.id, audio, word)).toMatchObject(HIDDEN);
    expect(await counters()).toMatchObject({
      audios: before.audios - 1,
      difficultWords: before.difficultWords - words.length,
    });

    // Administrators still see them, through the same URLs.
    expect(ids(await adminGet('/api/audios?size=100'))).toContain(audio.id);
    expect((await adminGet(`/api/audios/${audio.id}`)).statusCode).toBe(200);
    expect((await adminGet(`/api/audios/stream/${audio.id}`)).statusCode).toBe(200);
    expect(ids(await adminGet(`/api/difficult-words/poem/${poem.id}`))).toContain(word.id);
    expect((await adminGet(`/api/difficult-words/${word.id}`)).statusCode).toBe(200);

    await setPublication(poem.id, 'now');
    expect(await publicSight(poem.id, audio, word)).toMatchObject(SEEN);
    expect(await counters()).toEqual(before);
  });

  it('stay hidden while the poem is scheduled, and a word of no poem is always shown', async () => {
    const { poem, audio, words } = await poemWithDependants('tegg-caam');
    const word = words[0]!;
    const glossary = await ctx.app.inject({
      method: 'POST',
      url: '/api/difficult-words',
      headers: ctx.asAdmin,
      payload: { word: 'xam-xam', definition: 'savoir' },
    });
    expect(glossary.statusCode, glossary.body).toBe(201);
    const glossaryId = (glossary.json() as { id: string }).id;

    await setPublication(poem.id, new Date(Date.now() + 3_600_000).toISOString());
    expect(await publicSight(poem.id, audio, word)).toMatchObject(HIDDEN);
    expect((await publicGet(`/api/difficult-words/${glossaryId}`)).statusCode).toBe(200);
    expect(ids(await publicGet('/api/difficult-words/search?word=xam-xam'))).toContain(glossaryId);

    await setPublication(poem.id, 'now');
    expect(await publicSight(poem.id, audio, word)).toMatchObject(SEEN);
  });
});
