import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseVtt } from './parse-vtt';

const FILES = ['kanu-ana-li-may-seen', 'kocc-neenti-leeb', 'leebu-africa-dream', 'tegg-caam'];
const readCues = (name: string) =>
  readFileSync(
    new URL(`../../../tests/fixtures/corpus/audio/${name}.vtt`, import.meta.url),
    'utf8',
  );

describe('parseVtt on the corpus cue files', () => {
  it.each(FILES.map((name) => [name, readCues(name)] as const))('%s', (_name, text) => {
    const result = parseVtt(text);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.header).toMatch(/^- .+ — synthetic recitation/);
    for (const cue of result.cues) {
      expect(cue.id).toMatch(/^s\d+-v\d+$/);
      expect(cue.end).toBeGreaterThan(cue.start);
      expect(cue.text).not.toBe('');
      expect(cue.settings).toBeUndefined();
    }
  });

  it('reads tegg-caam exactly', () => {
    const result = parseVtt(readCues('tegg-caam'));
    if (!result.ok) throw new Error('parse failed');
    expect(result.header).toBe('- Tëgg caam — synthetic recitation (espeak-ng, French voice)');
    expect(result.cues).toHaveLength(17);
    expect(result.cues[0]).toEqual({
      id: 's1-v1',
      start: 0,
      end: 2.952,
      text: 'Jàmbaar nga momar caam ca mbaar ma',
    });
    expect(result.cues.at(-1)).toMatchObject({ id: 's3-v4', start: 52.307, end: 55.332 });
  });
});

describe('parseVtt', () => {
  it('handles a BOM, CRLF, header lines, NOTE/STYLE/REGION, ids, settings and multi-line text', () => {
    const text = [
      '\uFEFFWEBVTT',
      'Kind: captions',
      '',
      'STYLE',
      '::cue { color: gold }',
      '',
      'REGION',
      'id:left width:40%',
      '',
      'NOTE a one-line note',
      '',
      '01:02.000 --> 01:03.500 align:start line:0',
      'Ana li may séen ?',
      'Ana toolu baay ?',
      '',
      'NOTE',
      'between cues',
      '',
      'last',
      '01:00:03.500 --> 01:00:04.000',
      '<i>Ku koy góob ?</i>',
      '',
    ].join('\r\n');
    expect(parseVtt(text)).toEqual({
      ok: true,
      header: '',
      cues: [
        {
          start: 62,
          end: 63.5,
          settings: 'align:start line:0',
          text: 'Ana li may séen ?\nAna toolu baay ?',
        },
        { id: 'last', start: 3603.5, end: 3604, text: '<i>Ku koy góob ?</i>' },
      ],
    });
  });

  it('keeps the text after WEBVTT as the header, and accepts a file with no cue', () => {
    expect(parseVtt('WEBVTT\tTëgg caam')).toEqual({ ok: true, header: 'Tëgg caam', cues: [] });
    expect(parseVtt('WEBVTT\n')).toEqual({ ok: true, header: '', cues: [] });
  });

  it.each<[string, string, Array<{ line: number; message: string }>]>([
    [
      'no signature',
      '00:00.000 --> 00:01.000\nx',
      [{ line: 1, message: 'The file must start with "WEBVTT"' }],
    ],
    [
      'signature glued to text',
      'WEBVTTx\n',
      [{ line: 1, message: 'The file must start with "WEBVTT"' }],
    ],
    [
      'bad timestamp',
      'WEBVTT\n\n00:00.0 --> 00:01.000\nx',
      [{ line: 3, message: 'Bad timestamp "00:00.0"' }],
    ],
    [
      'missing timing line',
      'WEBVTT\n\ns1-v1\nJàmbaar nga',
      [{ line: 4, message: 'Expected a cue timing line "start --> end"' }],
    ],
    [
      'end before start',
      'WEBVTT\n\n00:02.000 --> 00:01.000\nx',
      [{ line: 3, message: 'Cue must end after it starts' }],
    ],
    [
      'empty cue',
      'WEBVTT\n\n00:01.000 --> 00:01.000\nx',
      [{ line: 3, message: 'Cue must end after it starts' }],
    ],
    [
      'decreasing starts',
      'WEBVTT\n\n00:02.000 --> 00:03.000\nb\n\n00:01.000 --> 00:02.000\na',
      [{ line: 6, message: 'Cue starts before the previous cue' }],
    ],
    [
      'duplicate ids',
      'WEBVTT\n\nx\n00:01.000 --> 00:02.000\na\n\nx\n00:02.000 --> 00:03.000\nb',
      [{ line: 7, message: 'Duplicate cue id "x"' }],
    ],
    [
      'arrow in text',
      'WEBVTT\n\n00:01.000 --> 00:02.000\na\nb --> c',
      [{ line: 5, message: 'Cue text must not contain "-->"' }],
    ],
  ])('reports %s', (_name, text, errors) => {
    expect(parseVtt(text)).toEqual({ ok: false, errors });
  });

  it('reports every error, not just the first', () => {
    const result = parseVtt('WEBVTT\n\n00:0.000 --> 00:01.000\na\n\n00:03.000 --> 00:02.000\nb');
    expect(result.ok ? [] : result.errors.map((error) => error.line)).toEqual([3, 6]);
  });
});
