import { describe, expect, it } from 'vitest';
import { parseVtt } from '@domain/vtt/parse-vtt';
import { serializeVtt } from '@domain/vtt/serialize-vtt';
import {
  clearFrom,
  emptyTiming,
  moveEdge,
  nextUntimed,
  nudgeStart,
  stampNext,
  timingToCues,
  type Timing,
} from './timing';

const verses = [
  { id: 's1-v1', text: 'Gërëm na baay' },
  { id: 's1-v2', text: 'Ba sama benn moroom' },
  { id: 's2-v1', text: 'Jàmbaar nga' },
];

function stampAll(times: number[], duration = 10): Timing {
  return times.reduce<Timing>((timing, time) => stampNext(timing, time, duration)!, emptyTiming(3));
}

describe('tap to sync', () => {
  it('starts each verse at its tap, ends it at the next tap minus the gap, the last at the end', () => {
    expect(stampAll([0.5, 3, 6.25])).toEqual([
      { start: 0.5, end: 2.9 },
      { start: 3, end: 6.15 },
      { start: 6.25, end: 10 },
    ]);
  });

  it('refuses a tap out of order, after the audio, or when every verse is timed', () => {
    const one = stampNext(emptyTiming(3), 4, 10)!;
    expect(stampNext(one, 3.9, 10)).toBeNull();
    expect(stampNext(one, 10, 10)).toBeNull();
    expect(stampNext(stampAll([1, 2, 3]), 5, 10)).toBeNull();
  });

  it('fills a gap left by an edited verse between its timed neighbours', () => {
    const timing: Timing = [{ start: 0, end: 2 }, null, { start: 5, end: 8 }];
    expect(nextUntimed(timing)).toBe(1);
    expect(stampNext(timing, 2.5, 10)).toEqual([
      { start: 0, end: 2.4 },
      { start: 2.5, end: 4.9 },
      { start: 5, end: 8 },
    ]);
    expect(stampNext(timing, 5.5, 10)).toBeNull();
  });

  it('clears from a verse to tap again from there', () => {
    expect(clearFrom(stampAll([1, 2, 3]), 1)).toEqual([{ start: 1, end: 1.9 }, null, null]);
  });
});

describe('edits', () => {
  it('moves an edge within its neighbours', () => {
    const timing = stampAll([1, 3, 6]);
    expect(moveEdge(timing, 1, 'start', 0.5, 10)[1]).toEqual({ start: 1.1, end: 5.9 });
    expect(moveEdge(timing, 1, 'end', 7, 10)[1]).toEqual({ start: 3, end: 6 });
    const earlier = moveEdge(timing, 1, 'start', 2, 10);
    expect(earlier[0]).toEqual({ start: 1, end: 2 });
  });

  it('nudges a start, the previous end following when it touched', () => {
    const timing = stampAll([1, 3, 6]);
    const later = nudgeStart(timing, 1, 0.1, 10);
    expect(later[1]).toEqual({ start: 3.1, end: 5.9 });
    expect(later[0]).toEqual({ start: 1, end: 3 });
    const sooner = nudgeStart(timing, 1, -1, 10);
    expect(sooner[0]).toEqual({ start: 1, end: 1.9 });
    expect(sooner[1]).toEqual({ start: 2, end: 5.9 });
    expect(nudgeStart(timing, 0, -5, 10)[0]).toEqual({ start: 0, end: 2.9 });
  });
});

describe('cues', () => {
  it('gives one cue per verse that the domain writes and reads back', () => {
    expect(timingToCues(clearFrom(stampAll([1, 2, 3]), 2), verses)).toBeNull();
    const cues = timingToCues(stampAll([1, 2, 3]), verses)!;
    const parsed = parseVtt(serializeVtt(cues));
    expect(parsed.ok && parsed.cues).toEqual(cues);
  });
});
