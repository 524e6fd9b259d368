import { describe, expect, it } from 'vitest';
import { parseStatisticsSearch } from './statistics-search';

describe('parseStatisticsSearch', () => {
  it('keeps a word, the accent option and a page', () => {
    expect(parseStatisticsSearch({ word: ' bëgg ', ignoreAccents: 'true', page: '3' })).toEqual({
      word: 'bëgg',
      ignoreAccents: true,
      page: 3,
    });
  });

  it('drops what does not parse instead of failing', () => {
    expect(parseStatisticsSearch({ word: '', ignoreAccents: 'yes', page: 0 })).toEqual({});
    expect(parseStatisticsSearch({ word: 'x'.repeat(201), page: 1.5 })).toEqual({});
    expect(parseStatisticsSearch({ word: 12 })).toEqual({ word: '12' });
  });
});
