import { describe, expect, it } from 'vitest';
import type { VerseTimeline } from './map-cues-to-verses';
import { createRepeat, stepRepeat, type RepeatState } from './repeat-range';

const timeline: VerseTimeline = {
  unmatchedCues: 0,
  verses: [
    { cueIndex: 0, verseIndex: 0, start: 0, end: 2 },
    { cueIndex: 1, verseIndex: 1, start: 2.5, end: 4 },
    { cueIndex: 2, verseIndex: 2, start: 4.5, end: 6 },
    { cueIndex: 3, verseIndex: 3, start: 6.5, end: 8 },
  ],
};

/** Plays the clock from `from` in 0.25 s steps (seeking where the machine says) until `until`. */
function play(repeat: RepeatState | null, from: number, until: number) {
  const seeks: number[] = [];
  let state = repeat;
  let time = from;
  for (let guard = 0; guard < 500 && time < until; guard += 1) {
    const next = time + 0.25;
    const step = stepRepeat(state, { from: time, to: next });
    state = step.repeat;
    time = step.seekTo ?? next;
    if (step.seekTo !== null) seeks.push(step.seekTo);
  }
  return { seeks, state };
}

describe('createRepeat', () => {
  it('spans the verses in either order', () => {
    expect(createRepeat(timeline, 2, 1, 3)).toEqual({
      fromVerse: 1,
      toVerse: 2,
      start: 2.5,
      end: 6,
      times: 3,
      played: 0,
    });
  });

  it('is null for a verse with no cue, and asks for at least two hearings', () => {
    expect(createRepeat(timeline, 1, 9, 2)).toBeNull();
    expect(createRepeat(timeline, 1, 1, 1)?.times).toBe(2);
    expect(createRepeat(timeline, 1, 1, null)?.times).toBeNull();
  });
});

describe('stepRepeat', () => {
  it('plays one verse three times, then continues', () => {
    const { seeks, state } = play(createRepeat(timeline, 1, 1, 3), 0, 8);
    expect(seeks).toEqual([2.5, 2.5]);
    expect(state).toBeNull();
  });

  it('plays a range twice', () => {
    const { seeks } = play(createRepeat(timeline, 1, 2, 2), 2.5, 8);
    expect(seeks).toEqual([2.5]);
  });

  it('repeats endlessly until the reader seeks out of the passage', () => {
    const endless = createRepeat(timeline, 0, 0, null);
    const { seeks, state } = play(endless, 0, 1000);
    expect(seeks.length).toBeGreaterThan(50);
    expect(state?.played).toBe(seeks.length);
    expect(stepRepeat(state, { from: 1, to: 1.5, jumped: true }).repeat).toBe(state);
    expect(stepRepeat(state, { from: 1, to: 5, jumped: true })).toEqual({
      repeat: null,
      seekTo: null,
    });
  });

  it('does not loop on a seek across the end, nor when the clock was never inside', () => {
    const repeat = createRepeat(timeline, 1, 1, 2);
    expect(stepRepeat(repeat, { from: 3, to: 4.2, jumped: true }).seekTo).toBeNull();
    expect(stepRepeat(repeat, { from: 0.5, to: 4.2 }).seekTo).toBeNull();
  });

  it('counts the audio ending inside the passage as its end', () => {
    const last = { ...createRepeat(timeline, 3, 3, 2), end: 9 } as RepeatState;
    expect(stepRepeat(last, { from: 7.9, to: 7.9, ended: true })).toEqual({
      repeat: { ...last, played: 1 },
      seekTo: 6.5,
    });
  });

  it('does nothing without a repeat', () => {
    expect(stepRepeat(null, { from: 0, to: 1 })).toEqual({ repeat: null, seekTo: null });
  });
});
