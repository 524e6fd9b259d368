import { describe, expect, it } from 'vitest';
import { PageQuerySchema } from './paging';
import { formatSort, parseSort } from './page-request';

describe('parseSort', () => {
  it('reads a field with or without a direction, the direction in any case', () => {
    expect(parseSort('views,desc')).toEqual({ field: 'views', direction: 'desc' });
    expect(parseSort('title,DESC')).toEqual({ field: 'title', direction: 'desc' });
    expect(parseSort('title')).toEqual({ field: 'title', direction: 'asc' });
  });

  it('refuses anything else', () => {
    for (const text of [
      '',
      'title;drop',
      'title,up',
      ',asc',
      'title,asc,desc',
      'ti tle',
      undefined,
    ])
      expect(parseSort(text), String(text)).toBeUndefined();
  });

  it('is the rule of the API: the schema accepts what it reads, and reads it the same', () => {
    for (const text of ['views,desc', 'title,DESC', 'title', 'title;drop', 'title,up']) {
      const parsed = PageQuerySchema.safeParse({ sort: text });
      expect(parsed.success, text).toBe(parseSort(text) !== undefined);
      if (parsed.success) expect(parsed.data.sort).toEqual(parseSort(text));
    }
  });

  it('writes the canonical text back', () => {
    expect(formatSort(parseSort('title,DESC')!)).toBe('title,desc');
    expect(formatSort(parseSort('title')!)).toBe('title,asc');
  });
});
