import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { tokenize } from './tokenize';

const udhr = JSON.parse(
  readFileSync(new URL('../../../tests/fixtures/corpus/udhr-wol.json', import.meta.url), 'utf8'),
) as Array<{ section: string; text: string }>;

const words = (text: string) => tokenize(text).map((token) => token.text);

describe('tokenize', () => {
  it.each<[string, string, string[]]>([
    [
      'plain verse',
      'Gërëm na baay moom mii ma jàngal mbay',
      ['Gërëm', 'na', 'baay', 'moom', 'mii', 'ma', 'jàngal', 'mbay'],
    ],
    ['ñ, ó and a question mark', 'Ku koy góob ?', ['Ku', 'koy', 'góob']],
    ['capital Ñ', 'Ñaq réerul boroom', ['Ñaq', 'réerul', 'boroom']],
    ['reduplication with hyphen', 'Bëgg-bëgg yee wuute,', ['Bëgg-bëgg', 'yee', 'wuute']],
    ['hyphenated compound', 'moo-tax njaay may jóge', ['moo-tax', 'njaay', 'may', 'jóge']],
    ['several hyphens', 'sañ-sañam yépp-dañu yam', ['sañ-sañam', 'yépp-dañu', 'yam']],
    ['comma without space', 'lax lax,ca lay wuufu.', ['lax', 'lax', 'ca', 'lay', 'wuufu']],
    [
      '‘ ’ used as quotes',
      'Koo xamul, ‘éey’ nga koy woowe',
      ['Koo', 'xamul', 'éey', 'nga', 'koy', 'woowe'],
    ],
    [
      'colon and full stop',
      'Bakkan waruw dàll la : fa muy dagge dooko yëg.',
      ['Bakkan', 'waruw', 'dàll', 'la', 'fa', 'muy', 'dagge', 'dooko', 'yëg'],
    ],
    ['exclamation', 'ngi xastey daar-daar !', ['ngi', 'xastey', 'daar-daar']],
    ['ellipsis', 'Njulli Njaay…', ['Njulli', 'Njaay']],
    ['digits are not letters', 'Article 12: ci2 3ci', ['Article', 'ci', 'ci']],
    ['apostrophe inside', "ma'a ma’a maʼa", ["ma'a", 'ma’a', 'maʼa']],
    ['Unicode hyphens inside', 'moo\u2010tax moo\u2011tax', ['moo\u2010tax', 'moo\u2011tax']],
    ['leading and trailing joiners', "-sañ- 'ee' ’ee’ ʼa", ['sañ', 'ee', 'ee', 'a']],
    [
      'spaced hyphen, double hyphen, en dash',
      'sañ - sañ a--b c–d',
      ['sañ', 'sañ', 'a', 'b', 'c', 'd'],
    ],
    ['two joiners in a row', "a-'b", ['a', 'b']],
    [
      'NFD input',
      'G\u0065\u0308re\u0308m na be\u0308gg-be\u0308gg',
      ['G\u0065\u0308re\u0308m', 'na', 'be\u0308gg-be\u0308gg'],
    ],
    ['mark before a joined letter', 'a-\u0301b', ['a-\u0301b']],
    ['orphan mark', '\u0301abc', ['abc']],
    ['non-Latin letters', 'dόor ŋgóor', ['dόor', 'ŋgóor']],
    ['nothing but punctuation', ' ?!,. - \u2019 ', []],
  ])('%s', (_name, text, expected) => {
    expect(words(text)).toEqual(expected);
  });

  it('gives offsets into the original string', () => {
    expect(tokenize('Ana li may séen ?')).toEqual([
      { text: 'Ana', start: 0, end: 3 },
      { text: 'li', start: 4, end: 6 },
      { text: 'may', start: 7, end: 10 },
      { text: 'séen', start: 11, end: 15 },
    ]);
    expect(tokenize(' be\u0308gg!')).toEqual([{ text: 'be\u0308gg', start: 1, end: 6 }]);
    expect(tokenize('\u{1D49C}bc d')).toEqual([
      { text: '\u{1D49C}bc', start: 0, end: 4 },
      { text: 'd', start: 5, end: 6 },
    ]);
  });

  describe('on every paragraph of the Wolof UDHR', () => {
    const paragraphs = udhr.flatMap((section) => section.text.split(/\n\s*\n/));
    const allowed = /^[\p{L}\p{M}'’ʼ\-\u2010\u2011]+$/u;

    it('has the expected fixture', () => {
      expect(udhr).toHaveLength(31);
      expect(paragraphs).toHaveLength(60);
    });

    it.each(paragraphs.map((text, index) => [index, text] as const))('paragraph %i', (_i, text) => {
      const tokens = tokenize(text);
      expect(tokens.length).toBeGreaterThan(0);
      let previousEnd = 0;
      for (const token of tokens) {
        expect(token.text).toBe(text.slice(token.start, token.end));
        expect(token.start).toBeGreaterThanOrEqual(previousEnd);
        expect(token.text).toMatch(allowed);
        expect(token.text).toMatch(/^\p{L}/u);
        expect(token.text).not.toMatch(/['’ʼ\-\u2010\u2011]$/u);
        expect(token.text).not.toMatch(/['’ʼ\-\u2010\u2011]{2}/u);
        previousEnd = token.end;
      }
      const gaps = tokens.map((t, i) => text.slice(tokens[i - 1]?.end ?? 0, t.start));
      gaps.push(text.slice(tokens.at(-1)?.end ?? 0));
      for (const gap of gaps) expect(gap).not.toMatch(/\p{L}/u);
    });
  });
});
