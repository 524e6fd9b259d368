/** The list said "Durée 0:18" where the player said "0:17" for 17.6 s. */
import { describe, expect, it } from 'vitest';
import { clockTime } from '@domain/clock-time';
import { formatDuration } from './format-duration';

describe('formatDuration', () => {
  it('shows a duration as the player shows it (one rounding rule)', () => {
    for (const seconds of [17.4, 17.6, 59.5, 3599.9]) {
      expect(formatDuration(seconds)).toBe(clockTime(seconds));
    }
    expect(formatDuration(17.6)).toBe('0:17');
  });
  it('is null when unknown', () => {
    expect(formatDuration(null)).toBeNull();
  });
});
