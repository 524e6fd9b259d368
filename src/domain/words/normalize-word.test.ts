import { describe, expect, it } from 'vitest';
import { normalizeWord } from './normalize-word';

const GREEK_O_TONOS = '\u03CC';
const GREEK_OMICRON = '\u03BF';

describe('normalizeWord', () => {
  it.each([
    ['Gërëm', 'gërëm'],
    ['YÀLLA', 'yàlla'],
    ['Ñaq', 'ñaq'],
    ['Jáambaar', 'jáambaar'],
    ['be\u0308gg', 'bëgg'],
    ['G\u0065\u0308re\u0308m', 'gërëm'],
    ['Bëgg-bëgg', 'bëgg-bëgg'],
    ['moo\u2011tax', 'moo-tax'],
    ['moo\u2010tax', 'moo-tax'],
    ['ma’a', "ma'a"],
    ['maʼa', "ma'a"],
    ['INDI', 'indi'],
    ['\u0130', 'i\u0307'],
    ['ŊGOOR', 'ŋgoor'],
    [`d${GREEK_O_TONOS}or`, `d${GREEK_O_TONOS}or`],
    ['d\u1F79or', `d${GREEK_O_TONOS}or`],
  ])('%j → %j', (input, expected) => {
    expect(normalizeWord(input)).toBe(expected);
  });

  it.each([
    ['bëgg', 'begg'],
    ['YÀLLA', 'yalla'],
    ['sañ-sañ', 'san-san'],
    ['be\u0308gg', 'begg'],
    ['àddina', 'addina'],
    ['gòor', 'goor'],
    ['Ñaq', 'naq'],
    ['\u0130', 'i'],
    ['ŋgóor', 'ŋgoor'],
    ['dóor', 'door'],
    [`d${GREEK_O_TONOS}or`, `d${GREEK_OMICRON}or`],
    ['se\u0301en\u20D7', 'seen'],
  ])('ignoring accents: %j → %j', (input, expected) => {
    expect(normalizeWord(input, { ignoreAccents: true })).toBe(expected);
  });

  it('keeps Greek letters Greek: dόor never equals dóor or door', () => {
    const greek = `d${GREEK_O_TONOS}or`;
    expect(normalizeWord(greek)).not.toBe(normalizeWord('dóor'));
    expect(normalizeWord(greek, { ignoreAccents: true })).not.toBe('door');
  });

  it('is idempotent', () => {
    for (const word of ['Gërëm', 'be\u0308gg', 'YÀLLA', 'ma’a', '\u0130', 'ΟΔΟΣ']) {
      for (const ignoreAccents of [false, true]) {
        const once = normalizeWord(word, { ignoreAccents });
        expect(normalizeWord(once, { ignoreAccents })).toBe(once);
      }
    }
  });

  it('leaves spaces, line breaks and other punctuation alone', () => {
    expect(normalizeWord('Ana li may séen ?\nKu koy góob ?')).toBe(
      'ana li may séen ?\nku koy góob ?',
    );
    expect(normalizeWord('‘éey’ …')).toBe("‘éey' …");
  });
});
