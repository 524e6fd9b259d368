/**
 * GET /api/poems/search and /api/poems/filter over the seeded demo anthology: text criteria
 * ignore case and accents (domain normaliser), every filter criterion alone and combined.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Poem } from '@domain/schemas/poem';
import type { Poet } from '@domain/schemas/poet';
import type { Tag } from '@domain/schemas/tag';
import type { Theme } from '@domain/schemas/theme';
import { createTestApp, type TestApp } from '../helpers/test-app';

let ctx: TestApp;
let bySlug: Map<string, Poem>;
let poetBySlug: Map<string, Poet>;
let tagBySlug: Map<string, Tag>;
let themeBySlug: Map<string, Theme>;

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const slugs = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode).toBe(200);
  const page = res.json();
  expect(page.totalElements).toBe(page.content.length);
  return page.content.map((p: Poem) => p.slug);
};
/** The search as typed (other spellings are tested on their own below). */
const search = (q: string, variants = false) =>
  slugs(`/api/poems/search?q=${encodeURIComponent(q)}&size=100&variants=${variants}`);
const filter = (query: string) => slugs(`/api/poems/filter?${query}&size=100`);
const admin = (method: 'PUT' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: ctx.asAdmin, payload });

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  const list = async <T>(url: string) => (await get(url)).json().content as T[];
  bySlug = new Map((await list<Poem>('/api/poems?size=100')).map((p) => [p.slug!, p]));
  poetBySlug = new Map((await list<Poet>('/api/poets')).map((p) => [p.slug!, p]));
  tagBySlug = new Map((await list<Tag>('/api/tags?size=100')).map((t) => [t.slug!, t]));
  themeBySlug = new Map((await list<Theme>('/api/themes?size=100')).map((t) => [t.slug!, t]));
  // Give the corpus what it lacks: years, a cover, views and likes.
  await admin('PUT', `/api/poems/${bySlug.get('cemb')!.id}`, {
    year: 1935,
    coverUrl: '/covers/cemb.jpg',
  });
  await admin('PUT', `/api/poems/${bySlug.get('baawnaan')!.id}`, { year: 1960 });
  await admin('PUT', `/api/poems/${bySlug.get('tegg-caam')!.id}`, { year: 1980 });
  for (let i = 0; i < 3; i++)
    await ctx.app.inject({ method: 'POST', url: `/api/poems/${bySlug.get('cemb')!.id}/view` });
  await ctx.app.inject({ method: 'POST', url: `/api/poems/${bySlug.get('baawnaan')!.id}/view` });
  await ctx.app.inject({ method: 'POST', url: `/api/poems/${bySlug.get('tegg-caam')!.id}/like` });
});
afterAll(async () => ctx?.close());

describe('GET /api/poems/search', () => {
  it('matches titles and contents whatever the case and the accents', async () => {
    expect(await search('gërëm')).toEqual(['kanu-gerem-na-baay', 'leebu-wolof-online']);
    expect(await search('GEREM')).toEqual(['kanu-gerem-na-baay', 'leebu-wolof-online']);
    expect(await search('Ndiaye')).toEqual(['kasag-ndiouli-ndiaye']);
    expect(await search('baay')).toEqual([
      'kanu-gerem-na-baay',
      'kanu-ana-li-may-seen',
      'cemb',
      'leebu-wolof-online',
      'kasag-njulli-njaay',
    ]);
  });

  it("matches the poet's name", async () => {
    expect(await search('cultivateurs')).toEqual(['kanu-gerem-na-baay', 'kanu-ana-li-may-seen']);
    expect(await search('kocc')).toEqual([
      'kocc-neenti-leeb',
      'kocc-neenti-leeb-graphie-populaire',
      'kocc-so-begg-e-ray',
    ]);
  });

  it('needs every word of the query, each anywhere', async () => {
    expect(await search('kocc leeb')).toEqual([
      'kocc-neenti-leeb',
      'kocc-neenti-leeb-graphie-populaire',
    ]);
    expect(await search('kocc zzz')).toEqual([]);
  });

  it('pages and sorts the matches', async () => {
    const page = (await get('/api/poems/search?q=leebu&size=3&page=1')).json();
    expect(page).toMatchObject({ totalElements: 8, totalPages: 3, number: 1, size: 3 });
    expect(page.content.map((p: Poem) => p.slug)).toEqual([
      'leebu-wolof-online',
      'leebu-graceinsenegal',
      'leebu-waxi-maam',
    ]);
    const byTitle = (await get('/api/poems/search?q=leebu&size=2&sort=title,asc')).json();
    expect(byTitle.totalElements).toBe(8);
    expect(byTitle.content[0].title).toBe('Kàddu yu xóot — léebu ak waxi mag');
  });

  it('follows edits of a poem and of a poet right away (answers are never stale)', async () => {
    expect(await search('kaleidoscope')).toEqual([]);
    const cemb = bySlug.get('cemb')!;
    await admin('PUT', `/api/poems/${cemb.id}`, { title: 'Cemb kaleidoscope' });
    expect(await search('kaleidoscope')).toEqual(['cemb']);
    await admin('PUT', `/api/poems/${cemb.id}`, { title: cemb.title });
    expect(await search('kaleidoscope')).toEqual([]);

    const kocc = poetBySlug.get('kocc-barma-fall')!;
    expect(await search('Zyqwor')).toEqual([]);
    await admin('PUT', `/api/poets/${kocc.id}`, { name: 'Kocc Barma Zyqwor' });
    const renamed = await search('zyqwor');
    expect(renamed.length).toBeGreaterThan(0);
    await admin('PUT', `/api/poets/${kocc.id}`, { name: kocc.name });
    expect(await search('zyqwor')).toEqual([]);
  });

  it('requires a query', async () => {
    for (const url of ['/api/poems/search', '/api/poems/search?q=', '/api/poems/search?q=%20%20']) {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.q).toBe('Search text is required');
    }
  });
});

describe('GET /api/poems/filter', () => {
  it('answers every poem without criteria', async () => {
    expect(await filter('')).toHaveLength(18);
  });

  it('filters by title and by content (any case, any accents), and both', async () => {
    expect(await filter('title=LEEBU')).toEqual([
      'leebu-au-senegal',
      'leebu-gena-siiw',
      'leebu-wolof-online',
      'leebu-graceinsenegal',
    ]);
    expect(await filter('content=baay')).toEqual([
      'kanu-gerem-na-baay',
      'kanu-ana-li-may-seen',
      'cemb',
      'leebu-wolof-online',
      'kasag-njulli-njaay',
    ]);
    expect(await filter('title=leebu&content=baay')).toEqual(['leebu-wolof-online']);
  });

  it('filters by poet id or part of a poet name', async () => {
    expect(await filter(`poet=${poetBySlug.get('kocc-barma-fall')!.id}`)).toHaveLength(3);
    expect(await filter('poet=kasag')).toEqual(['kasag-njulli-njaay', 'kasag-ndiouli-ndiaye']);
    expect(await filter('poet=L%C3%89EBU')).toHaveLength(8);
    expect(await filter('poet=nobody')).toEqual([]);
  });

  it('filters by tag id or tag name', async () => {
    expect(await filter(`tag=${tagBySlug.get('leebu')!.id}`)).toHaveLength(8);
    expect(await filter('tag=PROVERBE')).toHaveLength(8);
    expect(await filter('tag=kanu')).toEqual(['kanu-gerem-na-baay', 'kanu-ana-li-may-seen']);
    expect(await filter(`tag=${encodeURIComponent('Savoir et sagesse')}`)).toHaveLength(9);
    expect(await filter('tag=sagesse')).toEqual([]);
  });

  it('filters by theme', async () => {
    expect(await filter(`themeId=${themeBySlug.get('sagesse')!.id}`)).toHaveLength(6);
    expect(await filter(`themeId=${themeBySlug.get('amour')!.id}`)).toEqual([]);
  });

  it('filters by years', async () => {
    expect(await filter('yearFrom=1950')).toEqual(['tegg-caam', 'baawnaan']);
    expect(await filter('yearTo=1960')).toEqual(['baawnaan', 'cemb']);
    expect(await filter('yearFrom=1936&yearTo=1979')).toEqual(['baawnaan']);
    expect(await filter('yearFrom=1960&yearTo=1960')).toEqual(['baawnaan']);
  });

  it('filters by views and likes', async () => {
    expect(await filter('minViews=1')).toEqual(['baawnaan', 'cemb']);
    expect(await filter('minViews=2')).toEqual(['cemb']);
    expect(await filter('minLikes=1')).toEqual(['tegg-caam']);
    expect(await filter('minViews=0')).toHaveLength(18);
  });

  it('filters by audio and by cover', async () => {
    expect(await filter('withAudio=true')).toEqual([
      'kanu-ana-li-may-seen',
      'tegg-caam',
      'leebu-africa-dream',
      'kocc-neenti-leeb',
    ]);
    expect(await filter('withAudio=false')).toHaveLength(14);
    expect(await filter('withCover=1')).toEqual(['cemb']);
    expect(await filter('withCover=0')).toHaveLength(17);
  });

  it('combines criteria', async () => {
    expect(await filter(`withAudio=true&poet=${poetBySlug.get('tradition-leebu')!.id}`)).toEqual([
      'leebu-africa-dream',
    ]);
    expect(await filter('withAudio=true&yearFrom=1900&minLikes=1&content=caam')).toEqual([
      'tegg-caam',
    ]);
    expect(await filter('tag=proverbe&title=waxi')).toEqual([
      'leebu-wolof-online',
      'leebu-waxi-maam',
    ]);
    expect(await filter('tag=proverbe&withAudio=false&minViews=1')).toEqual([]);
  });

  it('sorts and pages the matches', async () => {
    const page = (await get('/api/poems/filter?poet=leebu&sort=views,desc&size=3&page=2')).json();
    expect(page).toMatchObject({ totalElements: 8, totalPages: 3, number: 2 });
    expect(page.content).toHaveLength(2);
    const byYear = (await get('/api/poems/filter?yearFrom=1900&sort=year,desc')).json();
    expect(byYear.content.map((p: Poem) => p.year)).toEqual([1980, 1960, 1935]);
  });

  it.each([
    ['yearFrom=1990&yearTo=1950', 'yearTo', 'Year from must not be after year to'],
    ['minViews=-1', 'minViews', 'Must be 0 or more'],
    ['minLikes=1.5', 'minLikes', 'Must be a whole number'],
    ['withAudio=maybe', 'withAudio', 'Must be true or false'],
    ['themeId=sagesse', 'themeId', 'Must be a valid id'],
    ['sort=poet,asc', 'sort', 'Sort by one of: title, year, views, likes, createdAt'],
  ])('refuses ?%s with fields.%s', async (query, field, message) => {
    const res = await get(`/api/poems/filter?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
  });
});
