import { describe, expect, it } from 'vitest';
import { MAX_PHRASE_WORDS, MAX_QUERY_LENGTH, parseWordQuery } from './parse-word-query';

describe('parseWordQuery', () => {
  it.each<[string, string]>([
    ['bëgg', 'bëgg'],
    ['  YÀLLA\n', 'yàlla'],
    ['be\u0308gg', 'bëgg'],
    ['sañ-sañ', 'sañ-sañ'],
    ['moo’tax', "moo'tax"],
    ['dόor', 'dόor'],
    ['"Bëgg"', 'bëgg'],
  ])('accepts %j as the word %j', (query, normalized) => {
    expect(parseWordQuery(query)).toMatchObject({ ok: true, normalized, words: [normalized] });
  });

  it.each<[string, string[], string]>([
    ['mbaar ma', ['mbaar', 'ma'], 'mbaar ma'],
    ['  Mbaar \t\n MA ', ['mbaar', 'ma'], 'Mbaar \t\n MA'],
    ['"mbaar ma"', ['mbaar', 'ma'], 'mbaar ma'],
    ['“ Sëriñ  Tuubaa ”', ['sëriñ', 'tuubaa'], 'Sëriñ  Tuubaa'],
    ['« sañ-sañ la »', ['sañ-sañ', 'la'], 'sañ-sañ la'],
  ])('accepts the phrase %j', (query, words, text) => {
    expect(parseWordQuery(query)).toEqual({ ok: true, text, normalized: words.join(' '), words });
  });

  it('folds accents when asked', () => {
    expect(parseWordQuery('Bëgg Yàlla', { ignoreAccents: true })).toMatchObject({
      ok: true,
      normalized: 'begg yalla',
    });
  });

  it.each<[string, string]>([
    ['', 'empty'],
    [' \t\n', 'empty'],
    ['""', 'empty'],
    ['« »', 'empty'],
    ['lax,ca', 'not-words'],
    ['mbaar, ma', 'not-words'],
    ['mbaar ma.', 'not-words'],
    ['"mbaar ma', 'not-words'],
    ['?', 'not-words'],
    ['-', 'not-words'],
    ['12', 'not-words'],
    ['bëgg?', 'not-words'],
    ['-sañ', 'not-words'],
    ["sañ'", 'not-words'],
    ['ci2', 'not-words'],
    ['ci 2', 'not-words'],
    ['\u0301', 'not-words'],
    [
      Array(MAX_PHRASE_WORDS + 1)
        .fill('ma')
        .join(' '),
      'too-many-words',
    ],
    ['a'.repeat(MAX_QUERY_LENGTH + 1), 'too-long'],
  ])('refuses %j (%s)', (query, reason) => {
    expect(parseWordQuery(query)).toEqual({ ok: false, reason });
  });

  it('takes a phrase of the most words, and a query of the most characters', () => {
    expect(parseWordQuery(Array(MAX_PHRASE_WORDS).fill('ma').join(' ')).ok).toBe(true);
    expect(parseWordQuery('a'.repeat(MAX_QUERY_LENGTH)).ok).toBe(true);
  });
});
