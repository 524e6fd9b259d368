import { describe, expect, it } from 'vitest';
import { clockTime } from './clock-time';

describe('clockTime', () => {
  it('rounds down to whole seconds, like a clock', () => {
    expect(clockTime(17.6)).toBe('0:17');
    expect(clockTime(59.99)).toBe('0:59');
    expect(clockTime(3723.5)).toBe('1:02:03');
  });
  it('shows 0:00 for anything not a time', () => {
    expect(clockTime(Number.NaN)).toBe('0:00');
    expect(clockTime(-3)).toBe('0:00');
  });
});
