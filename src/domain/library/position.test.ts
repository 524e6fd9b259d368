import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { POSITION_PATTERN, positionBetween } from './position';

describe('position keys', () => {
  it('a key between any two keys sorts strictly between them and is a valid key', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 40 }), { minLength: 1, maxLength: 60 }), (gaps) => {
        // Build a list by inserting at random places, as reorders do.
        const keys: string[] = [];
        for (const gap of gaps) {
          const index = gap % (keys.length + 1);
          const key = positionBetween(keys[index - 1], keys[index]);
          expect(key).toMatch(POSITION_PATTERN);
          if (index > 0) expect(key > keys[index - 1]!).toBe(true);
          if (index < keys.length) expect(key < keys[index]!).toBe(true);
          keys.splice(index, 0, key);
        }
        expect([...keys].sort()).toEqual(keys);
      }),
    );
  });

  it('appending a thousand items keeps keys short', () => {
    let last: string | undefined;
    for (let n = 0; n < 1000; n += 1) last = positionBetween(last, undefined);
    expect(last!.length).toBeLessThan(40);
  });

  it('refuses keys out of order', () => {
    expect(() => positionBetween('k', 'a')).toThrow();
  });
});
