import { describe, expect, it } from 'vitest';
import { formatSeconds } from './format-seconds';
import { importVtt } from './import-vtt';

const verses = [
  { id: 's1-v1', text: 'Gërëm na baay' },
  { id: 's1-v2', text: 'Ba sama benn moroom' },
];

describe('importing a .vtt', () => {
  it('names the line and the reason of each error', () => {
    const broken = 'WEBVTT\n\ns1-v1\n00:00:01.000 --> 00:00:0x.000\nGërëm na baay\n';
    const result = importVtt(broken, verses);
    expect(result).toEqual({
      ok: false,
      errors: [{ line: 4, message: 'Bad timestamp "00:00:0x.000"' }],
    });
  });

  it('maps the cues onto the verses by text, counting what is left', () => {
    const file =
      'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nGërëm na baay\n\n00:00:03.000 --> 00:00:04.000\nAn old verse\n';
    expect(importVtt(file, verses)).toEqual({
      ok: true,
      timing: [{ start: 1, end: 2 }, null],
      untimed: 1,
      unmatchedCues: 1,
    });
  });
});

describe('formatSeconds', () => {
  it('writes minutes, seconds and hundredths', () => {
    expect(formatSeconds(62.345)).toBe('1:02.35');
    expect(formatSeconds(0)).toBe('0:00.00');
    expect(formatSeconds(null)).toBe('–');
  });
});
