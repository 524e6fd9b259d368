import { describe, expect, it } from 'vitest';
import { PoemFilterSchema, countFilterCriteria } from './poem-filter';

describe('PoemFilterSchema', () => {
  it('reads query-string values: numbers, booleans, trimmed text', () => {
    expect(
      PoemFilterSchema.parse({
        title: '  Cemb ',
        yearFrom: '1900',
        minLikes: '2',
        withAudio: 'true',
        withCover: '0',
      }),
    ).toEqual({ title: 'Cemb', yearFrom: 1900, minLikes: 2, withAudio: true, withCover: false });
  });

  it('refuses a year range that ends before it starts, on the second year', () => {
    const result = PoemFilterSchema.safeParse({ yearFrom: '1990', yearTo: '1980' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['yearTo'] });
  });

  it('refuses a negative minimum and a boolean that is not one', () => {
    const result = PoemFilterSchema.safeParse({ minViews: '-1', withAudio: 'maybe' });
    expect(result.error?.issues.map((i) => i.path[0]).sort()).toEqual(['minViews', 'withAudio']);
  });
});

describe('countFilterCriteria', () => {
  it('counts the criteria that narrow the list', () => {
    expect(countFilterCriteria({})).toBe(0);
    expect(
      countFilterCriteria(PoemFilterSchema.parse({ title: 'x', poet: 'Kocc', minViews: '0' })),
    ).toBe(3);
  });

  it('does not count an unticked option or an empty text', () => {
    expect(countFilterCriteria(PoemFilterSchema.parse({ withAudio: 'false', title: '  ' }))).toBe(
      0,
    );
  });
});
