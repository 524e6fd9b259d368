/**
 * Where a recording's timing stands, as the dashboard filters its recordings by it: no
 * WebVTT yet (`untimed`), timed but flagged for a look (`review`, timing-review.ts: its file
 * was replaced), or `timed`. No zod: the dashboard's list route reads it from its URL in the
 * entry script.
 */
export const TIMING_STATES = ['untimed', 'review', 'timed'] as const;
export type TimingState = (typeof TIMING_STATES)[number];

export const isTimingState = (value: unknown): value is TimingState =>
  (TIMING_STATES as readonly unknown[]).includes(value);
