import { describe, expect, it } from 'vitest';
import { parseSort, toPageQuery, validateListSearch } from './list-search';

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
    expect(validateListSearch({ page: 1, size: 20, sort: 'title' })).toEqual({
      q: undefined,
      sort: undefined,
      page: undefined,
      size: undefined,
    });
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

  it('reads a sort', () => {
    expect(parseSort('views,desc')).toEqual({ field: 'views', direction: 'desc' });
    expect(parseSort('views')).toBeUndefined();
  });
});
