import { describe, expect, it } from 'vitest';
import { draftTiming, verseWeights } from './draft-timing';
import { FRAME_SECONDS, findSilences, frameLoudness } from './silences';

/** A test signal: a tone where `loud` says so, near-silence elsewhere. */
function signal(parts: [seconds: number, loud: boolean][], rate = 8000): Float32Array {
  const samples: number[] = [];
  for (const [seconds, loud] of parts) {
    for (let i = 0; i < seconds * rate; i += 1) {
      samples.push(loud ? 0.5 * Math.sin((2 * Math.PI * 220 * i) / rate) : 0.001 * Math.sin(i));
    }
  }
  return Float32Array.from(samples);
}

describe('silences', () => {
  it('finds the pauses longer than a breath, with their times', () => {
    const samples = signal([
      [0.5, false],
      [2, true],
      [0.1, false],
      [1, true],
      [0.6, false],
      [1.5, true],
    ]);
    const silences = findSilences(frameLoudness(samples, 8000));
    expect(silences).toHaveLength(2);
    expect(silences[0]!.start).toBe(0);
    expect(silences[0]!.end).toBeCloseTo(0.5, 1);
    expect(silences[1]!.start).toBeCloseTo(3.6, 1);
    expect(silences[1]!.end - silences[1]!.start).toBeCloseTo(0.6, 1);
    expect(FRAME_SECONDS).toBeGreaterThan(0);
  });
});

describe('the automatic draft', () => {
  it('weighs verses by their letters', () => {
    expect(verseWeights(['Jàmbaar nga', '', 'Waaw'])).toEqual([10, 1, 4]);
  });

  it('puts each boundary on the silence nearest its expected place', () => {
    // Speech 1–4, 4.5–6, 6.2–9 (a breath at 6–6.2 is no boundary), 9.8–12; audio 13 s.
    const silences = [
      { start: 0, end: 1 },
      { start: 4, end: 4.5 },
      { start: 9, end: 9.8 },
      { start: 12, end: 13 },
    ];
    const timing = draftTiming(silences, 13, [30, 45, 20]);
    expect(timing).toEqual([
      { start: 1, end: 4 },
      { start: 4.5, end: 9 },
      { start: 9.8, end: 12 },
    ]);
  });

  it('still gives every verse a span when there are too few silences', () => {
    const timing = draftTiming([], 10, [1, 1, 1, 1]);
    expect(timing).toHaveLength(4);
    timing.forEach((span, i) => {
      expect(span!.end).toBeGreaterThan(span!.start);
      if (i > 0) expect(span!.start).toBeGreaterThanOrEqual(timing[i - 1]!.end);
    });
    expect(timing[0]!.start).toBe(0);
    expect(timing[3]!.end).toBe(10);
  });
});
