import { clockTime } from '@domain/clock-time';

/** "1:05", "12:30" or "1:02:03" for a duration in seconds (domain/clock-time.ts); null when unknown. */
export function formatDuration(seconds: number | null): string | null {
  if (seconds === null || !Number.isFinite(seconds) || seconds < 0) return null;
  return clockTime(seconds);
}
