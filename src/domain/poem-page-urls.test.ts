import { describe, expect, it } from 'vitest';
import { poemPageUrls, poemPageUrlsOf } from './poem-page-urls';

const poem = {
  id: '0190a1b2-c3d4-7e5f-8a6b-7c8d9e0f1a2b',
  poetId: '0190a1b2-c3d4-7e5f-8a6b-000000000001',
  themeId: '0190a1b2-c3d4-7e5f-8a6b-000000000002',
};

describe('poemPageUrls', () => {
  it('lists the poem, its words, its poet and its theme, in the order the page asks', () => {
    expect(poemPageUrlsOf(poem)).toEqual([
      `/api/poems/${poem.id}`,
      `/api/difficult-words/poem/${poem.id}?size=100`,
      `/api/poets/${poem.poetId}`,
      `/api/themes/${poem.themeId}`,
    ]);
  });

  it('asks for no theme when the poem has none', () => {
    expect(poemPageUrlsOf({ ...poem, themeId: null })).toHaveLength(3);
    expect(poemPageUrlsOf({ ...poem, themeId: null }).join()).not.toContain('/themes/');
  });

  it('escapes what is not an id, so a crafted route parameter stays one path segment', () => {
    expect(poemPageUrls.poem('a/../b?c')).toBe('/api/poems/a%2F..%2Fb%3Fc');
  });
});
