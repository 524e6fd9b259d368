import { describe, expect, it } from 'vitest';
import { isNotModified, rangeStillApplies, type Validators } from './conditional-get';

const validators: Validators = {
  etag: '"abc-123"',
  lastModified: new Date('2025-03-01T10:00:00.456Z'),
};
const httpDate = (iso: string) => new Date(iso).toUTCString();

describe('isNotModified', () => {
  it('matches If-None-Match weakly, in a list, and *', () => {
    expect(isNotModified('"abc-123"', undefined, validators)).toBe(true);
    expect(isNotModified('W/"abc-123"', undefined, validators)).toBe(true);
    expect(isNotModified('"x", "abc-123"', undefined, validators)).toBe(true);
    expect(isNotModified('*', undefined, validators)).toBe(true);
    expect(isNotModified('"abc-124"', undefined, validators)).toBe(false);
  });

  it('lets If-None-Match win over If-Modified-Since', () => {
    expect(isNotModified('"other"', httpDate('2030-01-01T00:00:00Z'), validators)).toBe(false);
  });

  it('compares If-Modified-Since at one-second precision', () => {
    expect(isNotModified(undefined, httpDate('2025-03-01T10:00:00Z'), validators)).toBe(true);
    expect(isNotModified(undefined, httpDate('2025-03-01T09:59:59Z'), validators)).toBe(false);
    expect(isNotModified(undefined, 'not a date', validators)).toBe(false);
    expect(isNotModified(undefined, undefined, validators)).toBe(false);
  });
});

describe('rangeStillApplies', () => {
  it('honours a Range without If-Range, or with the current strong tag or date', () => {
    expect(rangeStillApplies(undefined, validators)).toBe(true);
    expect(rangeStillApplies('"abc-123"', validators)).toBe(true);
    expect(rangeStillApplies(httpDate('2025-03-01T10:00:00Z'), validators)).toBe(true);
  });

  it('ignores the Range for another tag, a weak tag or another date', () => {
    expect(rangeStillApplies('"old"', validators)).toBe(false);
    expect(rangeStillApplies('W/"abc-123"', validators)).toBe(false);
    expect(rangeStillApplies(httpDate('2025-03-01T10:00:01Z'), validators)).toBe(false);
  });
});
