import { describe, expect, it } from 'vitest';
import { meetsBounds } from './poem-bounds';

const poem = (year: number | null, views = 10, likes = 3) => ({ year, views, likes });

describe('meetsBounds', () => {
  it('keeps every poem when no bound is set', () => {
    expect(meetsBounds(poem(null, 0, 0), {})).toBe(true);
    expect(meetsBounds(poem(1950), { yearFrom: undefined })).toBe(true);
  });

  it('treats bounds as inclusive, from either side', () => {
    expect(meetsBounds(poem(1950), { yearFrom: 1950, yearTo: 1950 })).toBe(true);
    expect(meetsBounds(poem(1949), { yearFrom: 1950 })).toBe(false);
    expect(meetsBounds(poem(1951), { yearTo: 1950 })).toBe(false);
    expect(meetsBounds(poem(1950, 10, 3), { minViews: 10, minLikes: 3 })).toBe(true);
    expect(meetsBounds(poem(1950, 9, 3), { minViews: 10 })).toBe(false);
    expect(meetsBounds(poem(1950, 10, 2), { minLikes: 3 })).toBe(false);
  });

  it('never lets a poem without a year meet a year bound (as SQL compares null)', () => {
    expect(meetsBounds(poem(null), { yearFrom: -3000 })).toBe(false);
    expect(meetsBounds(poem(null), { yearTo: 3000 })).toBe(false);
    expect(meetsBounds(poem(null), { minViews: 0, minLikes: 0 })).toBe(true);
  });
});
