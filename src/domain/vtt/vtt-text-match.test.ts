import { describe, expect, it } from 'vitest';
import { matchVttToText } from './vtt-text-match';

const vtt = `WEBVTT

s1-v1
00:00:01.000 --> 00:00:02.000
Gërëm na baay

s1-v2
00:00:03.000 --> 00:00:04.000
Ba sama benn moroom

s1-v3
00:00:05.000 --> 00:00:06.000
Mu ma jàngal mbay
`;

describe('matchVttToText', () => {
  it('times every verse of an unchanged text', () => {
    const match = matchVttToText(vtt, [
      'Gërëm na baay',
      'Ba sama benn moroom',
      'Mu ma jàngal mbay',
    ]);
    expect(match).toMatchObject({ status: 'ok', unmatchedCues: 0, untimedVerses: 0 });
    expect(match.spans[2]).toEqual({ start: 5, end: 6 });
  });

  it('keeps the verses that still match after an edit and counts the rest', () => {
    // Verse 2 changed, a verse was added at the end; punctuation alone does not count.
    const match = matchVttToText(vtt, [
      'Gërëm na baay.',
      'Ba sama moroom',
      'Mu ma jàngal mbay',
      'Bees',
    ]);
    expect(match.spans).toEqual([{ start: 1, end: 2 }, null, { start: 5, end: 6 }, null]);
    expect(match).toMatchObject({ unmatchedCues: 1, untimedVerses: 2 });
  });

  it('says when there is no timing or it cannot be read', () => {
    expect(matchVttToText(null, ['a']).status).toBe('none');
    expect(matchVttToText('  ', ['a']).status).toBe('none');
    expect(matchVttToText('NOT VTT', ['a'])).toMatchObject({ status: 'invalid', untimedVerses: 1 });
  });
});
