import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateVttCues } from './generate-vtt';
import { parseVtt } from './parse-vtt';
import { serializeVtt } from './serialize-vtt';
import { versesWithIds } from './verses-with-ids';

const FILES = ['kanu-ana-li-may-seen', 'kocc-neenti-leeb', 'leebu-africa-dream', 'tegg-caam'];
const anthology = JSON.parse(
  readFileSync(new URL('../../server/seed/demo/anthology.json', import.meta.url), 'utf8'),
) as { poems: Array<{ id: string; content: string }> };
const contentOf = (id: string) => anthology.poems.find((poem) => poem.id === id)?.content ?? '';

function corpusCues(name: string) {
  const text = readFileSync(
    new URL(`../../../tests/fixtures/corpus/audio/${name}.vtt`, import.meta.url),
    'utf8',
  );
  const result = parseVtt(text);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.cues;
}

describe('versesWithIds', () => {
  it('numbers verses per stanza, 1-based, and trims them', () => {
    expect(versesWithIds(' a \nb\n\n\nc\r\n')).toEqual([
      { id: 's1-v1', text: 'a' },
      { id: 's1-v2', text: 'b' },
      { id: 's2-v1', text: 'c' },
    ]);
  });

  it.each(FILES)('gives the cue ids and texts of the corpus file %s', (name) => {
    const fromContent = versesWithIds(contentOf(name));
    const fromFile = corpusCues(name).map(({ id, text }) => ({ id, text }));
    expect(fromContent).toEqual(fromFile);
  });
});

describe('generateVttCues', () => {
  it.each(FILES)('rebuilds the corpus file %s from its verse start times', (name) => {
    const cues = corpusCues(name);
    const duration = cues.at(-1)?.end ?? 0;
    const starts = cues.map((cue) => cue.start);
    const result = generateVttCues(versesWithIds(contentOf(name)), starts, duration, {
      gapSeconds: 0.6,
    });
    expect(result).toEqual({ ok: true, cues });
  });

  it('makes touching cues by default and skips the gap where it would leave no time', () => {
    const verses = [{ text: ' a ' }, { id: 'x', text: 'b' }, { text: 'c' }];
    expect(generateVttCues(verses, [0.5, 2.0004, 2.3], 4)).toEqual({
      ok: true,
      cues: [
        { start: 0.5, end: 2, text: 'a' },
        { id: 'x', start: 2, end: 2.3, text: 'b' },
        { start: 2.3, end: 4, text: 'c' },
      ],
    });
    const gapped = generateVttCues(verses, [0.5, 2, 2.3], 4, { gapSeconds: 0.5 });
    expect(gapped.ok ? gapped.cues.map((cue) => cue.end) : []).toEqual([1.5, 2.3, 4]);
  });

  it('produces cues that serialize', () => {
    const result = generateVttCues(versesWithIds('Buur du mbokk\nDoomu jiitle du doom'), [0, 3], 5);
    if (!result.ok) throw new Error('generation failed');
    expect(parseVtt(serializeVtt(result.cues))).toEqual({
      ok: true,
      header: '',
      cues: result.cues,
    });
  });

  it('reports count, duration and gap problems for the whole input', () => {
    expect(generateVttCues([{ text: 'a' }], [0, 1], 0, { gapSeconds: -1 })).toEqual({
      ok: false,
      errors: [
        { verseIndex: null, code: 'count-mismatch', message: 'Expected 1 start times, got 2' },
        {
          verseIndex: null,
          code: 'invalid-duration',
          message: 'The duration must be a number of seconds > 0',
        },
        { verseIndex: null, code: 'invalid-gap', message: 'The gap must be >= 0' },
      ],
    });
  });

  it('reports every verse problem with its index', () => {
    const verses = ['a', 'b', ' ', 'd', 'e', 'f'].map((text) => ({ text }));
    const result = generateVttCues(verses, [1, 0.5, 2, Number.NaN, 2, 9], 8);
    expect(result.ok ? [] : result.errors.map((e) => [e.verseIndex, e.code])).toEqual([
      [1, 'not-increasing'],
      [2, 'empty-verse'],
      [3, 'invalid-time'],
      [4, 'not-increasing'],
      [5, 'after-duration'],
    ]);
  });
});
