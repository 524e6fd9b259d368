import { describe, expect, it } from 'vitest';
import { buildDemoMirror, corpus } from '../../../../tests/helpers/demo-mirror';
import { filterPoems, type PoemCatalogue } from './filter-poems';
import { countCriteria, parsePoemSearch } from './poem-search';

const mirror = buildDemoMirror(['kanu-gerem-na-baay', 'tegg-caam']);
const catalogue: PoemCatalogue = {
  poems: mirror.poems,
  poets: new Map(mirror.poets.map((p) => [p.id, p])),
  tags: mirror.tags,
  themes: mirror.themes,
};
const slugs = (search: Parameters<typeof parsePoemSearch>[0], offline?: string[]) =>
  filterPoems(
    catalogue,
    parsePoemSearch(search),
    offline && {
      offlineOnly: true,
      poemsWithDownloadedAudio: new Set(offline.map((s) => mirror.corpusId.get(s)!)),
    },
  ).map((p) => p.slug);

describe('filterPoems over the demo anthology', () => {
  it('finds a word without its accents, in titles, verses and poets names', () => {
    const withBegg = corpus.poems.filter((p) => /bëgg/i.test(p.title + p.content)).map((p) => p.id);
    expect(withBegg.length).toBeGreaterThan(1);
    expect(slugs({ q: 'begg' })).toEqual(withBegg);
    expect(slugs({ q: 'BËGG' })).toEqual(withBegg);
    expect(slugs({ q: 'kocc barma' })).toEqual([
      'kocc-neenti-leeb',
      'kocc-neenti-leeb-graphie-populaire',
      'kocc-so-begg-e-ray',
    ]);
    expect(slugs({ q: 'gerem baay' })).toContain('kanu-gerem-na-baay');
    expect(slugs({ q: 'gerem baay' })).not.toContain('tegg-caam');
    expect(slugs({ q: 'zzzz' })).toEqual([]);
  });

  it('applies every advanced criterion', () => {
    const kocc = mirror.corpusId.get('kocc-barma-fall')!;
    expect(slugs({ poet: kocc })).toEqual(slugs({ poet: 'Barma' }));
    expect(slugs({ poet: kocc })).toHaveLength(3);
    expect(slugs({ title: 'leeb', content: 'jigeen' })).toEqual(['kocc-neenti-leeb']);
    const kanuTag = mirror.tags.find((t) => t.slug === 'kanu')!;
    expect(slugs({ tag: kanuTag.id })).toEqual(['kanu-gerem-na-baay', 'kanu-ana-li-may-seen']);
    expect(slugs({ tag: kanuTag.name.toUpperCase() })).toEqual(slugs({ tag: kanuTag.id }));
    expect(slugs({ minViews: 16 })).toEqual(['kasag-njulli-njaay', 'kasag-ndiouli-ndiaye']);
    expect(slugs({ minLikes: 2 }).length).toBe(mirror.poems.filter((p) => p.likes >= 2).length);
    expect(slugs({ withAudio: true })).toEqual(['kanu-gerem-na-baay', 'tegg-caam']);
    expect(slugs({ withAudio: 'false' })).toHaveLength(16);
    expect(slugs({ withCover: true })).toEqual([]);
  });

  it('bounds years inclusively and never matches an undated poem with a year bound', () => {
    const poems = mirror.poems.map((p, i) => ({
      ...p,
      year: i === 2 ? 1950 : i === 5 ? 1990 : null,
    }));
    const dated = (search: Parameters<typeof parsePoemSearch>[0]) =>
      filterPoems({ ...catalogue, poems }, parsePoemSearch(search)).map((p) => p.year);
    expect(dated({ yearFrom: -3000 })).toEqual([1950, 1990]);
    expect(dated({ yearFrom: 1950, yearTo: 1989 })).toEqual([1950]);
    expect(dated({ yearTo: 1990, yearFrom: 1951 })).toEqual([1990]);
    expect(dated({})).toHaveLength(18);
  });

  it('filters by theme chip (slug or id)', () => {
    const sagesse = corpus.poems.filter((p) => p.category === 'Sagesse').map((p) => p.id);
    expect(slugs({ theme: 'sagesse' })).toEqual(sagesse);
    expect(slugs({ theme: mirror.corpusId.get('sagesse') })).toEqual(sagesse);
    expect(slugs({ theme: 'unknown' })).toEqual([]);
  });

  it('counts recitations only when downloaded while offline-only is on', () => {
    expect(slugs({ withAudio: true }, ['tegg-caam'])).toEqual(['tegg-caam']);
    expect(slugs({ withAudio: true }, [])).toEqual([]);
  });
});

describe('poem search params', () => {
  it('drops what does not parse and counts the applied criteria', () => {
    const search = parsePoemSearch({
      q: 123,
      minViews: 'many',
      yearFrom: '1900',
      withAudio: 'true',
      page: 0,
    });
    expect(search).toEqual({ q: '123', yearFrom: 1900, withAudio: true });
    expect(countCriteria(search)).toBe(2);
    expect(countCriteria(parsePoemSearch({ title: ' ', withCover: false }))).toBe(0);
  });
});
