import { describe, expect, it } from 'vitest';
import { formatTimestamp, parseTimestamp } from './timestamp';

describe('parseTimestamp', () => {
  it.each<[string, number | undefined]>([
    ['00:00:00.000', 0],
    ['00:00:01.443', 1.443],
    ['00:00:55.332', 55.332],
    ['01:02:03.004', 3723.004],
    ['123:00:00.000', 442800],
    ['02:03.004', 123.004],
    ['00:60:00.000', undefined],
    ['00:00:60.000', undefined],
    ['0:00:01.000', undefined],
    ['00:01.5', undefined],
    ['00:01,500', undefined],
    ['00:01.5000', undefined],
    ['', undefined],
  ])('%j → %s', (text, expected) => {
    expect(parseTimestamp(text)).toBe(expected);
  });
});

describe('formatTimestamp', () => {
  it.each<[number, string]>([
    [0, '00:00:00.000'],
    [1.443, '00:00:01.443'],
    [2.043 - 0.6, '00:00:01.443'],
    [59.9996, '00:01:00.000'],
    [3723.004, '01:02:03.004'],
    [442800, '123:00:00.000'],
  ])('%d → %j', (seconds, expected) => {
    expect(formatTimestamp(seconds)).toBe(expected);
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('throws for %d', (seconds) => {
    expect(() => formatTimestamp(seconds)).toThrow(RangeError);
  });

  it('round-trips every millisecond of the first minute', () => {
    const broken: number[] = [];
    for (let ms = 0; ms < 60_000; ms += 1) {
      if (parseTimestamp(formatTimestamp(ms / 1000)) !== ms / 1000) broken.push(ms);
    }
    expect(broken).toEqual([]);
  });
});
