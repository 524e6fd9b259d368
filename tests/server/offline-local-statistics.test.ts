/**
 * The device answers word statistics exactly like the server: the demo anthology is synced
 * from the real feed (real app on PGlite, the client's sync engine over fake-indexeddb),
 * then for EVERY distinct word of its poems, with and without "ignore accents", the local
 * answer (client/db/word-statistics.ts) equals GET /api/poems/statistics/word, field by
 * field, stanza texts and order included. The poems screen's search (its catalogue and
 * filterPoems, the code the screen runs) lists the same poems, in the same order, as
 * GET /api/poems/search.
 */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenize } from '@domain/words';
import { getChanges } from '../../src/client/api/get-changes';
import { AppDb } from '../../src/client/db/db';
import { localWordStatistics, WordQueryError } from '../../src/client/db/word-statistics';
import { filterPoems } from '../../src/client/features/poems/filter-poems';
import { readPoemCatalogue } from '../../src/client/features/poems/hooks/use-poem-catalogue';
import { SyncEngine } from '../../src/client/sync/sync-engine';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { injectFetch } from '../helpers/inject-fetch';

let ctx: TestApp;
let database: AppDb;
let words: string[];

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  database = new AppDb('offline-local-statistics');
  const fetchImpl = injectFetch(ctx.app);
  const engine = new SyncEngine({
    db: database,
    fetchPage: (params) => getChanges(params, fetchImpl),
    sendEvent: async () => 204,
    pageSize: 7,
  });
  await engine.sync();
  expect(engine.getState().status).toBe('idle');
  const poems = await database.poems.toArray();
  words = [...new Set(poems.flatMap((p) => tokenize(p.content).map((t) => t.text)))].sort();
}, 120_000);
afterAll(async () => {
  await database?.delete();
  await ctx?.close();
});

const SIZE = 50;

async function serverAnswer(word: string, ignoreAccents: boolean) {
  const query = new URLSearchParams({
    word,
    ignoreAccents: String(ignoreAccents),
    size: String(SIZE),
  });
  const response = await ctx.app.inject({ url: `/api/poems/statistics/word?${query}` });
  expect(response.statusCode, word).toBe(200);
  return response.json();
}

describe('local word statistics equal the server’s', () => {
  it('mirrors the whole seeded anthology', async () => {
    const served = (await ctx.app.inject({ url: '/api/poems?size=100' })).json();
    expect(await database.poems.count()).toBe(served.totalElements);
    expect(words.length).toBeGreaterThan(500);
  });

  it.each([false, true])('for every distinct word (ignoreAccents=%s)', async (ignoreAccents) => {
    let found = 0;
    for (const word of words) {
      const local = await localWordStatistics(
        { word, ignoreAccents, page: 0, size: SIZE },
        database,
      );
      expect(local, word).toEqual(await serverAnswer(word, ignoreAccents));
      if (local.poemCount > 0) found += 1;
    }
    // Every word was taken from a poem, so every one of them is found.
    expect(found).toBe(words.length);
  });

  it('pages like the server', async () => {
    const word = words.find((w) => w.toLowerCase() === 'ci') ?? words[0]!;
    const query = new URLSearchParams({ word, page: '1', size: '2' });
    const served = (await ctx.app.inject({ url: `/api/poems/statistics/word?${query}` })).json();
    const local = await localWordStatistics(
      { word, ignoreAccents: false, page: 1, size: 2 },
      database,
    );
    expect(local).toEqual(served);
    expect(local.poems.length).toBeGreaterThan(0);
  });

  it('refuses what the server refuses, with the same reason', async () => {
    for (const word of ['', '  ', 'bëgg nga', 'bëgg?']) {
      const served = await ctx.app.inject({
        url: `/api/poems/statistics/word?word=${encodeURIComponent(word)}`,
      });
      expect(served.statusCode).toBe(400);
      const local = localWordStatistics(
        { word, ignoreAccents: false, page: 0, size: 20 },
        database,
      );
      await expect(local).rejects.toBeInstanceOf(WordQueryError);
      await expect(local).rejects.toThrow(served.json().message);
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
    for (const q of queries) {
      const query = new URLSearchParams({ q, size: '100' });
      const served = (await ctx.app.inject({ url: `/api/poems/search?${query}` })).json();
      const local = filterPoems(catalogue, { q }).map((p) => p.id);
      expect(local, q).toEqual(served.content.map((p: { id: string }) => p.id));
      if (local.length > 0) nonEmpty += 1;
    }
    expect(nonEmpty).toBeGreaterThan(queries.length / 2);
  });
});
