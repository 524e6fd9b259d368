import { describe, expect, it } from 'vitest';
import { poemPageUrls } from './poem-page-urls';

describe('poemPageUrls', () => {
  it('escapes what is not an id, so a crafted route parameter stays one path segment', () => {
    expect(poemPageUrls.poem('a/../b?c')).toBe('/api/poems/a%2F..%2Fb%3Fc');
  });
});
