import { describe, expect, it } from 'vitest';
import { splitStanzas, splitVerses } from '@domain/words';
import { layoutPreview, type PreviewStanza } from './preview-layout';

const textOf = (stanzas: PreviewStanza[]) =>
  stanzas.map((verses) => verses.map((v) => v.segments.map((s) => s.text).join('')));

describe('layoutPreview', () => {
  it('cuts stanzas at blank lines and verses at line breaks, as the reader does', () => {
    const content = '\n  Bismilla ak ngërëm,\r\nJàmm ak salaam\n \n\nNdey ji  \n\n';
    expect(textOf(layoutPreview(content, []))).toEqual([
      ['Bismilla ak ngërëm,', 'Jàmm ak salaam'],
      ['Ndey ji'],
    ]);
    // The same stanzas and trimmed verses as the domain's rules give the reader.
    expect(textOf(layoutPreview(content, []))).toEqual(
      splitStanzas(content).map((s) => splitVerses(s).map((v) => v.trim())),
    );
  });

  it('gives each verse the cue id the reader gives it', () => {
    const ids = layoutPreview('a\nb\n\nc', []).map((verses) => verses.map((v) => v.id));
    expect(ids).toEqual([['s1-v1', 's1-v2'], ['s2-v1']]);
  });

  it('numbers every word in reading order and leaves spaces and punctuation unpickable', () => {
    const [stanza] = layoutPreview('Sañ-sañ, moo-tax!\nDem', []);
    expect(stanza![0]!.segments).toEqual([
      { text: 'Sañ-sañ', word: 0 },
      { text: ', ' },
      { text: 'moo-tax', word: 1 },
      { text: '!' },
    ]);
    expect(stanza![1]!.segments).toEqual([{ text: 'Dem', word: 2 }]);
  });

  it('marks glossed words by their glossary entry, whatever their case or accents form', () => {
    const [stanza] = layoutPreview('Gërëm Yàlla, gërëm', ['yàlla', 'GËRËM']);
    expect(stanza![0]!.segments).toEqual([
      { text: 'Gërëm', word: 0, gloss: 1 },
      { text: ' ' },
      { text: 'Yàlla', word: 1, gloss: 0 },
      { text: ', ' },
      { text: 'gërëm', word: 2, gloss: 1 },
    ]);
  });

  it('keeps a gloss of several words as one piece, at the start, middle and end of a verse', () => {
    const verses = layoutPreview('xam xam la\nmu am xam xam\nxam xam', ['xam xam'])[0]!;
    expect(verses.map((v) => v.segments)).toEqual([
      [{ text: 'xam xam', word: 0, gloss: 0 }, { text: ' ' }, { text: 'la', word: 1 }],
      [
        { text: 'mu', word: 2 },
        { text: ' ' },
        { text: 'am', word: 3 },
        { text: ' ' },
        { text: 'xam xam', word: 4, gloss: 0 },
      ],
      [{ text: 'xam xam', word: 5, gloss: 0 }],
    ]);
  });

  it('gives nothing for an empty or blank text', () => {
    expect(layoutPreview('', [])).toEqual([]);
    expect(layoutPreview(' \n\n \n', ['x'])).toEqual([]);
  });
});
