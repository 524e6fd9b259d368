import { describe, expect, it } from 'vitest';
import { compareHlc, formatHlc, HLC_PATTERN, HybridClock, parseHlc } from './hlc';

describe('the hybrid clock', () => {
  it('never goes backwards when the wall clock does, and passes every stamp it sees', () => {
    let now = 5_000;
    const clock = new HybridClock('phone', () => now);
    const first = clock.tick();
    now = 1_000;
    const second = clock.tick();
    expect(compareHlc(second, first)).toBe(1);
    const remote = formatHlc({ wall: 9_000, counter: 7, device: 'laptop' });
    clock.observe(remote);
    const third = clock.tick();
    expect(third > remote).toBe(true);
    expect(parseHlc(third)).toEqual({ wall: 9_000, counter: 8, device: 'phone' });
    expect(third).toMatch(HLC_PATTERN);
  });

  it('orders stamps by wall, counter, then device, as plain strings', () => {
    const stamps = [
      { wall: 10, counter: 2, device: 'a' },
      { wall: 9, counter: 99, device: 'z' },
      { wall: 10, counter: 2, device: 'b' },
      { wall: 10, counter: 10, device: 'a' },
    ].map(formatHlc);
    expect([...stamps].sort(compareHlc).map(parseHlc)).toEqual([
      { wall: 9, counter: 99, device: 'z' },
      { wall: 10, counter: 2, device: 'a' },
      { wall: 10, counter: 2, device: 'b' },
      { wall: 10, counter: 10, device: 'a' },
    ]);
  });
});
