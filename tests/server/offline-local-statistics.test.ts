/**
 * The device answers word statistics exactly like the server: the demo anthology is synced
 * from the real feed (real app on PGlite, the client's sync engine over fake-indexeddb),
 * then for EVERY distinct word of its poems, with and without "ignore accents", the local
 * answer (client/db/word-statistics.ts) equals GET /api/poems/statistics/word, field by
 * field, stanza texts and order included, answered from the word index the sync saved (as
 * a page answers its first query; word-index-snapshot.test.ts checks that a snapshot answers
 * like a build from the mirror). The poems screen's search (its catalogue and
 * filterPoems, the code the screen runs) lists the same poems, in the same order, as
 * GET /api/poems/search.
 */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_PHRASE_WORDS,
  MAX_QUERY_LENGTH,
  parseWordQuery,
  splitStanzas,
  tokenize,
  WORD_QUERY_CODES,
} from '@domain/words';
import { getChanges } from '../../src/client/api/get-changes';
import { AppDb } from '../../src/client/db/db';
import { wordIndexOf } from '../../src/client/db/word-index';
import { localWordStatistics, WordQueryError } from '../../src/client/db/word-statistics';
import { filterPoems } from '../../src/client/features/poems/filter-poems';
import { readPoemCatalogue } from '../../src/client/features/poems/hooks/use-poem-catalogue';
import { indexWhileSyncing } from '../../src/client/sync/index-while-syncing';
import { SyncEngine } from '../../src/client/sync/sync-engine';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { injectFetch } from '../helpers/inject-fetch';

let ctx: TestApp;
let database: AppDb;
let words: string[];
/** Phrases of two and three words as the poems write them (whitespace between, no punctuation). */
let phrases: string[];

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  database = new AppDb('offline-local-statistics');
  const fetchImpl = injectFetch(ctx.app);
  const engine = new SyncEngine({
    db: database,
    fetchPage: (params) => getChanges(params, fetchImpl),
    sendEvent: async () => 204,
    pageSize: 7,
    indexer: indexWhileSyncing(database),
  });
  await engine.sync();
  expect(engine.getState().status).toBe('idle');
  // The page's index is the one the sync saved, not one built from the mirror.
  const cursor = (await database.meta.get('cursor'))?.value;
  expect((await wordIndexOf(database)).snapshotRev).toBeGreaterThan(0);
  expect((await wordIndexOf(database)).snapshotRev).toBeLessThanOrEqual(cursor as number);
  const poems = await database.poems.toArray();
  words = [...new Set(poems.flatMap((p) => tokenize(p.content).map((t) => t.text)))].sort();
  const written = new Set<string>();
  for (const poem of poems) {
    for (const stanza of splitStanzas(poem.content)) {
      const parts = stanza.split(/\s+/u).filter(Boolean);
      for (let i = 0; i + 1 < parts.length; i += 1) {
        for (const phrase of [parts.slice(i, i + 2), parts.slice(i, i + 3)]) {
          const text = phrase.join(' ');
          const parsed = parseWordQuery(text);
          if (parsed.ok && parsed.words.length === phrase.length) written.add(text);
        }
      }
    }
  }
  // Every 9th keeps the test within a minute and still covers every poem's kind of text.
  phrases = [...written].sort().filter((_, i) => i % 9 === 0);
}, 120_000);
afterAll(async () => {
  await database?.delete();
  await ctx?.close();
});

const SIZE = 50;

async function serverAnswer(word: string, ignoreAccents: boolean, variants: boolean) {
  const query = new URLSearchParams({
    word,
    ignoreAccents: String(ignoreAccents),
    variants: String(variants),
    size: String(SIZE),
  });
  const response = await ctx.app.inject({ url: `/api/poems/statistics/word?${query}` });
  expect(response.statusCode, word).toBe(200);
  return response.json();
}

describe('local word statistics equal the server’s', { timeout: 120_000 }, () => {
  it('mirrors the whole seeded anthology', async () => {
    const served = (await ctx.app.inject({ url: '/api/poems?size=100' })).json();
    expect(await database.poems.count()).toBe(served.totalElements);
    expect(words.length).toBeGreaterThan(500);
  });

  it.each([
    [false, false],
    [true, false],
    [false, true],
    [true, true],
  ])('for every distinct word (ignoreAccents=%s, variants=%s)', async (ignoreAccents, variants) => {
    let found = 0;
    let withOthers = 0;
    for (const word of words) {
      const local = await localWordStatistics(
        { word, ignoreAccents, variants, page: 0, size: SIZE },
        database,
      );
      expect(local, word).toEqual(await serverAnswer(word, ignoreAccents, variants));
      if (local.poemCount > 0) found += 1;
      if (local.spellings.length > 1) withOthers += 1;
    }
    // Every word was taken from a poem, so every one of them is found.
    expect(found).toBe(words.length);
    // Other spellings are found only when asked for, and then for some words.
    if (variants) expect(withOthers).toBeGreaterThan(10);
    else expect(withOthers).toBe(0);
  });

  it.each([
    [false, false],
    [true, false],
    [false, true],
    [true, true],
  ])(
    'for phrases of the poems (ignoreAccents=%s, variants=%s)',
    async (ignoreAccents, variants) => {
      expect(phrases.length).toBeGreaterThan(100);
      let withOthers = 0;
      for (const phrase of [...phrases, 'mbaar ma', '"Mbaar ma"', 'ci biir']) {
        const local = await localWordStatistics(
          { word: phrase, ignoreAccents, variants, page: 0, size: SIZE },
          database,
        );
        expect(local, phrase).toEqual(await serverAnswer(phrase, ignoreAccents, variants));
        if (phrases.includes(phrase)) expect(local.poemCount, phrase).toBeGreaterThan(0);
        if (local.spellings.length > 1) withOthers += 1;
      }
      if (variants) expect(withOthers).toBeGreaterThan(0);
      else expect(withOthers).toBe(0);
    },
  );

  it('pages like the server', async () => {
    const word = words.find((w) => w.toLowerCase() === 'ci') ?? words[0]!;
    const query = new URLSearchParams({ word, page: '1', size: '2' });
    const served = (await ctx.app.inject({ url: `/api/poems/statistics/word?${query}` })).json();
    const local = await localWordStatistics(
      { word, ignoreAccents: false, variants: true, page: 1, size: 2 },
      database,
    );
    expect(local).toEqual(served);
    expect(local.poems.length).toBeGreaterThan(0);
  });

  it('refuses what the server refuses, with the same reason and code', async () => {
    const tooMany = Array(MAX_PHRASE_WORDS + 1)
      .fill('ma')
      .join(' ');
    const tooLong = 'a'.repeat(MAX_QUERY_LENGTH + 1);
    for (const word of ['', '  ', '""', 'bëgg, nga', 'bëgg?', tooMany, tooLong]) {
      const served = await ctx.app.inject({
        url: `/api/poems/statistics/word?word=${encodeURIComponent(word)}`,
      });
      expect(served.statusCode).toBe(400);
      const refusal = await localWordStatistics(
        { word, ignoreAccents: false, variants: true, page: 0, size: 20 },
        database,
      ).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(refusal, word).toBeInstanceOf(WordQueryError);
      const { reason, message } = refusal as WordQueryError;
      expect(message, word).toBe(served.json().fields.word);
      expect(WORD_QUERY_CODES[reason], word).toEqual(served.json().fieldCodes.word);
    }
  });
});

describe('local search finds what the server finds', () => {
  // The poems screen's own code: the catalogue its hook reads from the mirror, filtered by
  // filterPoems with only the search box's `q` set, in the order the screen lists them.
  it('for word beginnings, accent-free spellings, two-term queries and poet names', async () => {
    const catalogue = await readPoemCatalogue(database);
    const poets = [...catalogue.poets.values()];
    const queries = [
      ...words.filter((_, i) => i % 7 === 0).map((w) => w.slice(0, 3)),
      ...words.filter((_, i) => i % 11 === 0).map((w) => w.normalize('NFD').replace(/\p{M}/gu, '')),
      ...poets.map((p) => p.name.split(' ').at(-1)!.toUpperCase()),
      `${words[3]} ${words[40]}`,
      'zzzz-nothing',
    ];
    let nonEmpty = 0;
    let throughOthers = 0;
    for (const variants of [false, true]) {
      for (const q of queries) {
        const query = new URLSearchParams({ q, size: '100', variants: String(variants) });
        const served = (await ctx.app.inject({ url: `/api/poems/search?${query}` })).json();
        const alsoWritten = new Map<string, string[]>();
        const local = filterPoems(catalogue, { q, variants }, undefined, alsoWritten);
        expect(
          local.map((p) => p.id),
          q,
        ).toEqual(served.content.map((p: { id: string }) => p.id));
        expect(Object.fromEntries(alsoWritten), q).toEqual(served.alsoWritten);
        if (local.length > 0) nonEmpty += 1;
        throughOthers += alsoWritten.size;
      }
    }
    expect(nonEmpty).toBeGreaterThan(queries.length);
    expect(throughOthers).toBeGreaterThan(0);
  });
});
