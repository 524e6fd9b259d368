import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseVtt } from './parse-vtt';
import { serializeVtt } from './serialize-vtt';
import type { VttParseResult } from './vtt-cue';

const FILES = ['kanu-ana-li-may-seen', 'kocc-neenti-leeb', 'leebu-africa-dream', 'tegg-caam'];
const readCues = (name: string) =>
  readFileSync(
    new URL(`../../../tests/fixtures/corpus/audio/${name}.vtt`, import.meta.url),
    'utf8',
  );

function parsed(text: string): Extract<VttParseResult, { ok: true }> {
  const result = parseVtt(text);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result;
}

describe('serializeVtt', () => {
  it.each(FILES)('round-trips %s: parse(serialize(parse(file))) equals parse(file)', (name) => {
    const first = parsed(readCues(name));
    const text = serializeVtt(first.cues, { title: first.header, note: 'Regenerated.' });
    expect(parsed(text)).toEqual(first);
  });

  it('writes the expected text', () => {
    const text = serializeVtt(
      [
        { id: 's1-v1', start: 0, end: 1.443, text: 'Ana li may séen ?' },
        { start: 2.043, end: 3723.004, text: 'Ana toolu\n\nbaay ?', settings: ' align:start ' },
      ],
      { title: 'Ana li may séen ?\n(demo)', note: 'Two lines\n\nof note' },
    );
    expect(text).toBe(
      [
        'WEBVTT Ana li may séen ? (demo)',
        '',
        'NOTE',
        'Two lines',
        'of note',
        '',
        's1-v1',
        '00:00:00.000 --> 00:00:01.443',
        'Ana li may séen ?',
        '',
        '00:00:02.043 --> 01:02:03.004 align:start',
        'Ana toolu',
        'baay ?',
        '',
      ].join('\n'),
    );
  });

  it('writes a bare signature without cues or title', () => {
    expect(serializeVtt([])).toBe('WEBVTT\n');
  });

  it.each([
    [{ start: 2, end: 1, text: 'x' }],
    [{ start: -1, end: 1, text: 'x' }],
    [{ start: 0, end: Number.NaN, text: 'x' }],
    [{ id: 'a\nb', start: 0, end: 1, text: 'x' }],
    [{ id: 'a-->b', start: 0, end: 1, text: 'x' }],
    [{ start: 0, end: 1, text: 'a --> b' }],
  ])('refuses a cue it could not read back: %j', (cue) => {
    expect(() => serializeVtt([cue])).toThrow(RangeError);
  });
});
