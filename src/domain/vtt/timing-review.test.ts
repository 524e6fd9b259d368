import { describe, expect, it } from 'vitest';
import { parseVtt } from './parse-vtt';
import { clearTimingReview, flagTimingForReview, needsTimingReview } from './timing-review';

const VTT =
  'WEBVTT\n\n00:00.000 --> 00:02.000\nKocc Barma\n\n00:02.000 --> 00:04.500\nNeenti leeb\n';

describe('timing review note', () => {
  it('flags a timed text once, keeps it valid WebVTT with the same cues', () => {
    const flagged = flagTimingForReview(VTT, 'file replaced on 2026-11-25')!;
    expect(needsTimingReview(flagged)).toBe(true);
    expect(flagTimingForReview(flagged, 'again')).toBe(flagged);
    const before = parseVtt(VTT);
    const after = parseVtt(flagged);
    expect(after.ok).toBe(true);
    expect(after.ok && after.cues).toEqual(before.ok && before.cues);
  });

  it('leaves a recording without timing alone', () => {
    expect(flagTimingForReview(null, 'x')).toBeNull();
    expect(flagTimingForReview('  ', 'x')).toBe('  ');
    expect(needsTimingReview(null)).toBe(false);
    expect(needsTimingReview(VTT)).toBe(false);
  });

  it('works on a header-only text, CRLF text and a reason holding an arrow', () => {
    expect(flagTimingForReview('WEBVTT', 'a --> b')).toBe(
      'WEBVTT\n\nNOTE taalif:timing-review a → b\n',
    );
    const crlf = VTT.replace(/\n/g, '\r\n');
    const flagged = flagTimingForReview(crlf, 'x')!;
    expect(needsTimingReview(flagged)).toBe(true);
    expect(parseVtt(flagged).ok).toBe(true);
  });

  it('clears the note and keeps the cues', () => {
    const cleared = clearTimingReview(flagTimingForReview(VTT, 'replaced')!);
    expect(needsTimingReview(cleared)).toBe(false);
    const parsed = parseVtt(cleared);
    expect(parsed.ok && parsed.cues.length).toBe(2);
  });
});
