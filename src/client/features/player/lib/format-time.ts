import { clockTime } from '@domain/clock-time';

/** Returns `m:ss` (or `h:mm:ss`) for a number of seconds; `0:00` for anything not a time. */
export function formatTime(seconds: number): string {
  return clockTime(seconds);
}
