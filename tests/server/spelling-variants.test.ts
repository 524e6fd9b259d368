/**
 * The reader's spellings (src/domain/words/spelling-key.ts) over the seeded demo anthology: 24
 * queries written one way whose poem is written the other way (the Serigne/sëriñ,
 * khaliss/xaalis, deuk/dëkk, Ndiaye/Njaay, bouki/bukki, and the twin poems kocc-neenti-leeb /
 * -graphie-populaire and kasag-njulli-njaay / kasag-ndiouli-ndiaye). Each query is asked of
 * the word statistics and of the poem search (48 cases), without other spellings (as before)
 * and with them (the default); the test prints both figures.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** [what a reader types, the poem that holds the word written the other way]. */
const QUERIES: ReadonlyArray<readonly [string, string]> = [
  ['Serigne', 'cemb'],
  ['khaliss', 'leebu-graceinsenegal'],
  ['deuk', 'leebu-wolof-online'],
  ['Ndiaye', 'kasag-njulli-njaay'],
  ['bouki', 'leebu-wolof-online'],
  ['bukki', 'leebu-au-senegal'],
  ['njaay', 'kasag-ndiouli-ndiaye'],
  ['njulli', 'kasag-ndiouli-ndiaye'],
  ['ndiouli', 'kasag-njulli-njaay'],
  ['jigeen', 'kocc-neenti-leeb-graphie-populaire'],
  ['Djiguéne', 'kocc-neenti-leeb'],
  ['doomu', 'kocc-neenti-leeb-graphie-populaire'],
  ['domou', 'kocc-neenti-leeb'],
  ['jiitle', 'kocc-neenti-leeb-graphie-populaire'],
  ['djitlé', 'kocc-neenti-leeb'],
  ['soppal', 'kocc-neenti-leeb-graphie-populaire'],
  ['sopal', 'kocc-neenti-leeb'],
  ['woolu', 'kocc-neenti-leeb-graphie-populaire'],
  ['wolou', 'kocc-neenti-leeb'],
  ['bayyi', 'kocc-neenti-leeb-graphie-populaire'],
  ['bayi', 'kocc-neenti-leeb'],
  ['reew', 'kocc-neenti-leeb-graphie-populaire'],
  ['boul', 'kocc-neenti-leeb'],
  // Final devoicing is not merged (dëgg "truth" / dëkk "town"): the one expected miss.
  ['mag', 'kocc-neenti-leeb-graphie-populaire'],
];

let ctx: TestApp;
let slugOf: Map<string, string>;
const get = (url: string) => ctx.app.inject({ method: 'GET', url });

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  const page = (await get('/api/poems?size=100')).json();
  slugOf = new Map(page.content.map((p: { id: string; slug: string }) => [p.id, p.slug]));
});
afterAll(async () => ctx?.close());

type Found = { slug: string; alsoWritten: string[] };

/** The poems the word statistics list (the app ignores accents by default). */
async function statistics(word: string, variants: boolean): Promise<Found[]> {
  const query = new URLSearchParams({ word, ignoreAccents: 'true', variants: `${variants}` });
  const res = await get(`/api/poems/statistics/word?${query}&size=100`);
  expect(res.statusCode, word).toBe(200);
  return res.json().poems.map((p: { poemId: string; alsoWritten: string[] }) => ({
    slug: slugOf.get(p.poemId)!,
    alsoWritten: p.alsoWritten,
  }));
}

async function search(q: string, variants: boolean): Promise<Found[]> {
  const query = new URLSearchParams({ q, variants: `${variants}`, size: '100' });
  const res = await get(`/api/poems/search?${query}`);
  expect(res.statusCode, q).toBe(200);
  const body = res.json();
  return body.content.map((p: { id: string }) => ({
    slug: slugOf.get(p.id)!,
    alsoWritten: body.alsoWritten[p.id] ?? [],
  }));
}

/** How many of the 48 cases find the poem written the other way. */
async function foundCount(variants: boolean): Promise<{ found: number; missed: string[] }> {
  let found = 0;
  const missed: string[] = [];
  for (const [query, slug] of QUERIES) {
    for (const [name, ask] of [
      ['statistics', statistics],
      ['search', search],
    ] as const) {
      const poem = (await ask(query, variants)).find((p) => p.slug === slug);
      if (poem) {
        found += 1;
        // Found through another spelling: the poem says which one it holds.
        if (variants) expect(poem.alsoWritten.length, `${name} ${query}`).toBeGreaterThan(0);
      } else missed.push(`${name} ${query}`);
    }
  }
  return { found, missed };
}

describe('a popular spelling finds the official one, and back', () => {
  it('in 48 cases (24 queries, statistics and search): before and after', async () => {
    const before = await foundCount(false);
    const after = await foundCount(true);
    console.info(
      `spelling test set: ${before.found} of 48 found without other spellings, ` +
        `${after.found} of 48 with them (missed: ${after.missed.join(', ')})`,
    );
    expect(before.found).toBeLessThanOrEqual(4);
    expect(after.found).toBe(46);
    expect(after.missed).toEqual(['statistics mag', 'search mag']);
  });

  it('lists the spelling asked for first, then the others, and counts per spelling', async () => {
    const res = await get('/api/poems/statistics/word?word=bukki&size=100');
    const body = res.json();
    expect(body.variants).toBe(true);
    expect(body.spellings).toEqual([
      { spelling: 'bukki', exact: true, poemCount: 1, occurrences: 2 },
      { spelling: 'bouki', exact: false, poemCount: 1, occurrences: 1 },
    ]);
    expect(body.poemCount).toBe(2);
    expect(body.totalOccurrences).toBe(3);
    expect(
      body.poems.map((p: { poemId: string; alsoWritten: string[] }) => [
        slugOf.get(p.poemId),
        p.alsoWritten,
      ]),
    ).toEqual([
      ['leebu-wolof-online', []],
      ['leebu-au-senegal', ['bouki']],
    ]);
    expect(await search('Ndiaye', true)).toEqual([
      { slug: 'kasag-ndiouli-ndiaye', alsoWritten: [] },
      { slug: 'leebu-gena-siiw', alsoWritten: ['njaay'] },
      { slug: 'kasag-njulli-njaay', alsoWritten: ['njaay'] },
    ]);
  });

  it('keeps whole words whole: xam does not find xaalis', async () => {
    const found = await statistics('xam', true);
    expect(found.some((p) => p.slug === 'leebu-graceinsenegal')).toBe(false);
  });

  it('refuses a bad switch with a reason on the field, and documents it', async () => {
    for (const url of [
      '/api/poems/statistics/word?word=bukki&variants=maybe',
      '/api/poems/search?q=bukki&variants=maybe',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(JSON.stringify(res.json().fields ?? res.json())).toContain('variants');
    }
    const spec = (await get('/api/docs/json')).json();
    const params = (path: string) =>
      spec.paths[path].get.parameters.map((p: { name: string }) => p.name);
    expect(params('/api/poems/statistics/word')).toContain('variants');
    expect(params('/api/poems/search')).toContain('variants');
  });
});
