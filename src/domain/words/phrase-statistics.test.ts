import { describe, expect, it } from 'vitest';
import { findWordSpans } from './find-word-spans';
import { phraseStatistics } from './phrase-statistics';
import { splitStanzas } from './split-stanzas';

const poems = [
  { id: 'p1', content: 'Mbaar ma dem na\nmbaar\nma ñëw\n\nmbaar, ma ci\nmbaar\n\nma' },
  { id: 'p2', content: 'Mbàar maa la\n\nndax mbaar ma' },
  { id: 'p3', content: 'ma ma ma\n\nmbaarma' },
  { id: 'p4', content: 'Sëriñ bi mbàar ma la' },
];
const order = new Map(poems.map((p, i) => [p.id, i]));
const rank = (id: string) => order.get(id) ?? -1;
const stats = (query: string, ignoreAccents = false, variants = false, list = poems) =>
  phraseStatistics(query, list, { ignoreAccents, variants }, rank);

describe('phraseStatistics', () => {
  it('counts consecutive words of one stanza, across a line break, not across punctuation or a stanza', () => {
    const answer = stats('mbaar ma');
    expect(answer).toMatchObject({ word: 'mbaar ma', normalized: 'mbaar ma', poemCount: 2 });
    expect(answer.poems).toEqual([
      { poemId: 'p1', occurrences: 2, stanzaIndices: [0], alsoWritten: [] },
      { poemId: 'p2', occurrences: 1, stanzaIndices: [1], alsoWritten: [] },
    ]);
    expect(answer.totalOccurrences).toBe(3);
  });

  it('folds accents word by word when asked', () => {
    const answer = stats('MBAAR ma', true);
    expect(answer.normalized).toBe('mbaar ma');
    expect(answer.poems.map((p) => [p.poemId, p.occurrences])).toEqual([
      ['p1', 2],
      ['p2', 1],
      ['p4', 1],
    ]);
  });

  it('counts non-overlapping occurrences, as the marks in a stanza', () => {
    const answer = stats('ma ma');
    expect(answer.poems).toEqual([
      { poemId: 'p3', occurrences: 1, stanzaIndices: [0], alsoWritten: [] },
    ]);
    const stanza = splitStanzas(poems[2]!.content)[0]!;
    expect(findWordSpans(stanza, ['ma ma'])).toHaveLength(1);
  });

  it('with variants, counts the other spellings after the exact one, each named', () => {
    const answer = stats('mbaar ma', false, true);
    expect(answer.variants).toBe(true);
    expect(answer.spellings).toEqual([
      { spelling: 'mbaar ma', exact: true, poemCount: 2, occurrences: 3 },
      { spelling: 'mbàar ma', exact: false, poemCount: 1, occurrences: 1 },
      { spelling: 'mbàar maa', exact: false, poemCount: 1, occurrences: 1 },
    ]);
    expect(answer.poems).toEqual([
      { poemId: 'p1', occurrences: 2, stanzaIndices: [0], alsoWritten: [] },
      { poemId: 'p2', occurrences: 2, stanzaIndices: [0, 1], alsoWritten: ['mbàar maa'] },
      { poemId: 'p4', occurrences: 1, stanzaIndices: [0], alsoWritten: ['mbàar ma'] },
    ]);
    expect(answer.poemCount).toBe(3);
    expect(answer.totalOccurrences).toBe(5);
  });

  it('with variants and accents folded, a spelling that differs by accents only is the exact one', () => {
    const answer = stats('mbaar ma', true, true);
    expect(answer.spellings.map((s) => [s.spelling, s.exact, s.occurrences])).toEqual([
      ['mbaar ma', true, 4],
      ['mbàar maa', false, 1],
    ]);
  });

  it('gives the same answer whatever poems that cannot hold the phrase are left out', () => {
    const holders = poems.filter((p) => p.id !== 'p3');
    expect(stats('mbaar ma', true, true, holders)).toEqual(stats('mbaar ma', true, true));
  });

  it('refuses what parseWordQuery refuses', () => {
    expect(() => stats('mbaar, ma')).toThrow(RangeError);
  });
});
