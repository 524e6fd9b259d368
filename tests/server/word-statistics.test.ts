/**
 * GET /api/poems/statistics/word over the seeded demo anthology: for every expected answer of
 * tests/fixtures/corpus/queries.json (computed over the corpus, poems named by slug), the
 * endpoint answers the same counts, poems and stanzas, in the corpus order.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitStanzas } from '@domain/words';
import { createTestApp, type TestApp } from '../helpers/test-app';

interface ExpectedStatistics {
  word: string;
  normalized: string;
  ignoreAccents: boolean;
  poemCount: number;
  totalOccurrences: number;
  poems: { poemId: string; occurrences: number; stanzaIndices: number[] }[];
}

const queries = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', 'fixtures', 'corpus', 'queries.json'), 'utf8'),
) as ExpectedStatistics[];

interface PoemLite {
  id: string;
  slug: string | null;
  title: string;
  poetId: string;
  content: string;
}

let ctx: TestApp;
let bySlug: Map<string, PoemLite>;
let slugOf: Map<string, string>;

const statistics = (word: string, ignoreAccents?: boolean) =>
  ctx.app.inject({
    method: 'GET',
    // The corpus expectations are for the spelling asked for: other spellings off.
    url: `/api/poems/statistics/word?variants=false&word=${encodeURIComponent(word)}${
      ignoreAccents === undefined ? '' : `&ignoreAccents=${ignoreAccents}`
    }`,
  });

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  const page = (await ctx.app.inject({ method: 'GET', url: '/api/poems?size=100' })).json();
  bySlug = new Map(page.content.map((p: PoemLite) => [p.slug, p]));
  slugOf = new Map(page.content.map((p: PoemLite) => [p.id, p.slug]));
});
afterAll(async () => ctx?.close());

describe('GET /api/poems/statistics/word: the corpus expectations', () => {
  it('has expectations to check, over the 18 seeded poems', () => {
    expect(queries.length).toBeGreaterThan(20);
    expect(bySlug.size).toBe(18);
  });

  it.each(queries.map((q) => [q.word, q.ignoreAccents, q] as const))(
    '%s (ignoreAccents=%s)',
    async (word, ignoreAccents, expected) => {
      const res = await statistics(word, ignoreAccents);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        word,
        normalized: expected.normalized,
        ignoreAccents,
        poemCount: expected.poemCount,
        totalOccurrences: expected.totalOccurrences,
      });
      expect(
        body.poems.map((p: { poemId: string; occurrences: number; stanzaIndices: number[] }) => ({
          poemId: slugOf.get(p.poemId),
          occurrences: p.occurrences,
          stanzaIndices: p.stanzaIndices,
        })),
      ).toEqual(expected.poems);
    },
  );
});

describe('GET /api/poems/statistics/word: the answer', () => {
  it('gives each poem its title, poet and the text of the stanzas holding the word', async () => {
    const expected = queries.find((q) => q.word === 'ci' && !q.ignoreAccents)!;
    const body = (await statistics('ci')).json();
    const first = body.poems[0];
    const poem = bySlug.get(expected.poems[0]!.poemId)!;
    expect(first).toMatchObject({ poemId: poem.id, title: poem.title, poetId: poem.poetId });
    const stanzas = splitStanzas(poem.content);
    expect(first.stanzas).toEqual(first.stanzaIndices.map((i: number) => stanzas[i]));
    expect(first.stanzas[0]).toMatch(/\bci\b/i);
  });

  it('does not ignore accents unless asked', async () => {
    const plain = (await statistics('begg')).json();
    const folded = (await statistics('begg', true)).json();
    const accented = (await statistics('bëgg')).json();
    expect(plain).toMatchObject({ ignoreAccents: false, normalized: 'begg' });
    expect(folded).toMatchObject({ ignoreAccents: true, normalized: 'begg' });
    expect(accented.totalOccurrences).toBeGreaterThan(0);
    expect(folded.totalOccurrences).toBe(plain.totalOccurrences + accented.totalOccurrences);
  });

  it('answers the same again (cached) and follows an edit of a poem at once', async () => {
    const before = (await statistics('ci')).json();
    expect((await statistics('ci')).json()).toEqual(before);
    const poem = bySlug.get('xamul-aay-na')!;
    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api/poems/${poem.id}`,
      headers: ctx.asAdmin,
      payload: { content: `${poem.content}\n\nCi ci, CI.` },
    });
    expect(edited.statusCode).toBe(200);
    const after = (await statistics('ci')).json();
    expect(after.poemCount).toBe(before.poemCount + 1);
    expect(after.totalOccurrences).toBe(before.totalOccurrences + 3);
    const added = after.poems.find((p: { poemId: string }) => p.poemId === poem.id);
    expect(added.stanzas).toEqual(['Ci ci, CI.']);

    await ctx.app.inject({ method: 'DELETE', url: `/api/poems/${poem.id}`, headers: ctx.asAdmin });
    expect((await statistics('ci')).json()).toMatchObject({
      poemCount: before.poemCount,
      totalOccurrences: before.totalOccurrences,
    });
  });

  it('finds a capital Σ word whose lower case in the text differs from its own', async () => {
    // `ΟΔΟΣ.Α` lower-cases to `οδοσ.α` (the full stop does not end the word for Unicode's
    // final-sigma rule) while the word ΟΔΟΣ alone gives `οδος`: a substring prefilter on the
    // folded text would drop the poem, so a word with any sigma, capital included, is not
    // prefiltered. (The test above deleted xamul-aay-na.)
    const poem = [...bySlug.values()].find((p) => p.slug !== 'xamul-aay-na')!;
    const put = (content: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/poems/${poem.id}`,
        headers: ctx.asAdmin,
        payload: { content },
      });
    expect((await put(`${poem.content}\n\nΟΔΟΣ.Α`)).statusCode).toBe(200);
    try {
      const answer = (await statistics('ΟΔΟΣ')).json();
      expect(answer).toMatchObject({ normalized: 'οδος', poemCount: 1, totalOccurrences: 1 });
      expect(answer.poems[0].poemId).toBe(poem.id);
    } finally {
      expect((await put(poem.content)).statusCode).toBe(200);
    }
  });

  it('answers no poem for a word nobody wrote', async () => {
    expect((await statistics('zzzyx')).json()).toMatchObject({
      poemCount: 0,
      totalOccurrences: 0,
      poems: [],
    });
  });
});

describe('GET /api/poems/statistics/word: paging the poems', () => {
  it('keeps whole-anthology totals and pages the poem list in corpus order', async () => {
    const expected = queries.find((q) => q.word === 'ci' && !q.ignoreAccents)!;
    const url = (page: number) => `/api/poems/statistics/word?word=ci&size=3&page=${page}`;
    const second = (await ctx.app.inject({ method: 'GET', url: url(1) })).json();
    expect(second).toMatchObject({
      poemCount: expected.poemCount,
      totalOccurrences: expected.totalOccurrences,
      number: 1,
      size: 3,
      totalPages: Math.ceil(expected.poemCount / 3),
    });
    const wanted = expected.poems.slice(3, 6).map((p) => bySlug.get(p.poemId)!.id);
    expect(second.poems.map((p: { poemId: string }) => p.poemId)).toEqual(wanted);
    const beyond = (await ctx.app.inject({ method: 'GET', url: url(99) })).json();
    expect(beyond.poems).toEqual([]);
    expect(beyond.poemCount).toBe(expected.poemCount);
  });

  it('refuses a page size above 100', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/poems/statistics/word?word=ci&size=101',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.size).toBeDefined();
  });
});

describe('GET /api/poems/statistics/word: refused queries', () => {
  const NOT_WORDS = 'Enter words separated by spaces, without punctuation';
  it.each([
    ['', 'Word is required', { code: 'required' }],
    ['   ', 'Word is required', { code: 'required' }],
    ['« »', 'Word is required', { code: 'required' }],
    ['bëgg, ci', NOT_WORDS, { code: 'not_words' }],
    ['bëgg?', NOT_WORDS, { code: 'not_words' }],
    ['a b c d e f g h i', 'At most 8 words', { code: 'too_many_words', params: { limit: 8 } }],
    ['a'.repeat(201), 'At most 200 characters', { code: 'too_long', params: { limit: 200 } }],
  ])('%j → 400 %s', async (word, message, fieldCode) => {
    const res = await statistics(word);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 400,
      fields: { word: message },
      fieldCodes: { word: fieldCode },
    });
  });

  it('counts a phrase: its words in a row in one stanza', async () => {
    const res = await statistics('"mbaar ma"');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ word: '"mbaar ma"', normalized: 'mbaar ma' });
    expect(body.poemCount).toBeGreaterThan(0);
    for (const poem of body.poems as { stanzas: string[]; occurrences: number }[]) {
      const inText = poem.stanzas
        .map(
          (stanza) => stanza.toLowerCase().match(/(?<![\p{L}'-])mbaar\s+ma(?![\p{L}'-])/gu) ?? [],
        )
        .flat().length;
      expect(inText).toBe(poem.occurrences);
    }
  });

  it('requires the word parameter', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/poems/statistics/word' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.word).toBe('Word is required');
  });

  it('refuses an ignoreAccents that is not a boolean', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/poems/statistics/word?word=ci&ignoreAccents=maybe',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.ignoreAccents).toBe('Must be true or false');
  });
});
