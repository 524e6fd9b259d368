import { describe, expect, it } from 'vitest';
import { contentRange, parseRange } from './parse-range';

const SIZE = 1000;

describe('parseRange', () => {
  it.each([
    ['bytes=0-99', 0, 99],
    ['bytes=100-', 100, 999],
    ['bytes=-100', 900, 999],
    ['bytes=-5000', 0, 999],
    ['bytes=990-5000', 990, 999],
    ['bytes=999-999', 999, 999],
    ['bytes=0-0', 0, 0],
    ['BYTES = 10-19', 10, 19],
    ['bytes=10-19,', 10, 19],
    ['bytes=0-99999999999999999999999', 0, 999],
  ])('%s → bytes %i-%i', (header, start, end) => {
    expect(parseRange(header, SIZE)).toEqual({ kind: 'partial', start, end });
  });

  it.each([
    'bytes=1000-',
    'bytes=1000-1200',
    'bytes=5-3',
    'bytes=-0',
    'bytes=-',
    'bytes=',
    'bytes=abc',
    'bytes=1-2-3',
    'bytes=0x10-20',
    'garbage',
  ])('%s is unsatisfiable', (header) => {
    expect(parseRange(header, SIZE)).toEqual({ kind: 'unsatisfiable' });
  });

  it('sends the whole body without a Range header, for several ranges and for other units', () => {
    expect(parseRange(undefined, SIZE)).toEqual({ kind: 'full' });
    expect(parseRange('bytes=0-9,20-29', SIZE)).toEqual({ kind: 'full' });
    expect(parseRange('items=0-9', SIZE)).toEqual({ kind: 'full' });
  });

  it('finds nothing satisfiable in an empty body', () => {
    expect(parseRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-10', 0)).toEqual({ kind: 'unsatisfiable' });
  });

  it('formats Content-Range', () => {
    expect(contentRange(900, 999, SIZE)).toBe('bytes 900-999/1000');
  });
});
