import { describe, expect, it } from 'vitest';
import { toPageQuery, validateListSearch } from './list-search';

describe('validateListSearch', () => {
  it('keeps a well-formed list state, numbers given as text or as numbers', () => {
    expect(validateListSearch({ q: ' ndëmm ', sort: 'title,desc', page: '3', size: 50 })).toEqual({
      q: 'ndëmm',
      sort: 'title,desc',
      page: 3,
      size: 50,
    });
  });

  it('drops what does not fit, and the defaults, instead of failing', () => {
    expect(validateListSearch({ q: '   ', sort: 'title;drop', page: 0, size: 33 })).toEqual({
      q: undefined,
      sort: undefined,
      page: undefined,
      size: undefined,
    });
    expect(validateListSearch({ page: 1, size: 20, sort: 'title,up' })).toEqual({
      q: undefined,
      sort: undefined,
      page: undefined,
      size: undefined,
    });
  });

  it('reads the sort as the API does, and writes it back in its canonical form', () => {
    // The API sorts `?sort=title` ascending and reads `DESC` as `desc` (@domain/page-request);
    // the list used to drop both, showing the default order for a link the API understands.
    expect(validateListSearch({ sort: 'title' }).sort).toBe('title,asc');
    expect(validateListSearch({ sort: 'title,DESC' }).sort).toBe('title,desc');
  });

  it('offers no page size above what the API serves', () => {
    expect(validateListSearch({ size: 100 }).size).toBe(100);
    expect(validateListSearch({ size: 101 }).size).toBeUndefined();
  });
});

describe('toPageQuery', () => {
  it('turns the 1-based page of the URL into the API 0-based one', () => {
    expect(toPageQuery({ page: 2, size: 50, sort: 'word,asc' })).toEqual({
      page: 1,
      size: 50,
      sort: 'word,asc',
    });
    expect(toPageQuery({})).toEqual({ page: 0, size: 20, sort: undefined });
  });
});
