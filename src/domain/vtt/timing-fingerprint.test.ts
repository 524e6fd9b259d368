import { describe, expect, it } from 'vitest';
import { TIMING_FINGERPRINT, timingFingerprint } from './timing-fingerprint';

const VTT = 'WEBVTT\n\n00:00.000 --> 00:02.000\nBaamu Yàlla\n';

describe('timingFingerprint', () => {
  it('is 8 hex digits and stable for the same text', () => {
    expect(timingFingerprint(VTT)).toMatch(TIMING_FINGERPRINT);
    expect(timingFingerprint(VTT)).toBe(timingFingerprint(VTT));
  });

  it('ignores line endings and surrounding blank space', () => {
    expect(timingFingerprint(VTT.replace(/\n/g, '\r\n'))).toBe(timingFingerprint(VTT));
    expect(timingFingerprint(`\n${VTT}\n\n`)).toBe(timingFingerprint(VTT));
  });

  it('changes when a cue moves or a verse changes', () => {
    expect(timingFingerprint(VTT.replace('02.000', '02.100'))).not.toBe(timingFingerprint(VTT));
    expect(timingFingerprint(VTT.replace('Yàlla', 'Yalla'))).not.toBe(timingFingerprint(VTT));
  });
});
