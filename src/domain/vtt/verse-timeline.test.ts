import { describe, expect, it } from 'vitest';
import type { VerseTimeline } from './map-cues-to-verses';
import {
  HOLD_SECONDS,
  adjacentCueStart,
  nextVerseChange,
  timedVerseAt,
  verseIndexAt,
  verseStart,
} from './verse-timeline';

// Verses 0, 1 and 2 at 1–3 s, 3.6–6 s and 10–12 s (a long silence between 6 and 10 s).
const timeline: VerseTimeline = {
  unmatchedCues: 0,
  verses: [
    { cueIndex: 0, verseIndex: 0, start: 1, end: 3 },
    { cueIndex: 1, verseIndex: 1, start: 3.6, end: 6 },
    { cueIndex: 2, verseIndex: 2, start: 10, end: 12 },
  ],
};

describe('verseIndexAt', () => {
  it.each([
    [0, null],
    [0.999, null],
    [1, 0],
    [2.5, 0],
    [3.3, 0], // between two cues: the verse just sung stays
    [3.6, 1],
    [6 + HOLD_SECONDS - 0.01, 1],
    [6 + HOLD_SECONDS, null], // a long silence: nothing
    [10, 2],
    [100, null],
  ])('at %s s is %s', (time, expected) => expect(verseIndexAt(timeline, time)).toBe(expected));

  it('is null on an empty timeline', () => {
    expect(timedVerseAt({ verses: [], unmatchedCues: 3 }, 2)).toBeNull();
  });
});

describe('verseStart', () => {
  it('gives the first recitation of a verse, or null', () => {
    expect(verseStart(timeline, 1)).toBe(3.6);
    expect(verseStart(timeline, 7)).toBeNull();
  });
});

describe('adjacentCueStart', () => {
  it.each([
    [0, 1, 1],
    [0, -1, null],
    [1, -1, 1], // previous on the first verse: its start
    [2, 1, 3.6],
    [3.6, -1, 1],
    [3.58, 1, 10], // a seek to 3.6 may read a hair earlier
    [11, 1, null],
    [11, -1, 3.6],
  ] as const)('from %s s, step %s → %s', (time, step, expected) =>
    expect(adjacentCueStart(timeline, time, step)).toBe(expected),
  );
});

describe('nextVerseChange', () => {
  it.each([
    [0, 1], // the first cue starts
    [1.5, 3.6], // the next cue starts before the hold runs out
    [4, 6 + HOLD_SECONDS], // a long silence follows: the hold ends first
    [8, 10],
    [11, 12 + HOLD_SECONDS],
    [13.6, null],
  ] as const)('from %s s → %s', (time, expected) =>
    expect(nextVerseChange(timeline, time)).toBe(expected),
  );
});
