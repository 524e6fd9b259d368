import { describe, expect, it } from 'vitest';
import { parseWordQuery } from './parse-word-query';

describe('parseWordQuery', () => {
  it.each<[string, string]>([
    ['bëgg', 'bëgg'],
    ['  YÀLLA\n', 'yàlla'],
    ['be\u0308gg', 'bëgg'],
    ['sañ-sañ', 'sañ-sañ'],
    ['moo’tax', "moo'tax"],
    ['dόor', 'dόor'],
  ])('accepts %j as %j', (query, normalized) => {
    expect(parseWordQuery(query)).toEqual({ ok: true, normalized });
  });

  it('folds accents when asked', () => {
    expect(parseWordQuery('Bëgg', { ignoreAccents: true })).toEqual({
      ok: true,
      normalized: 'begg',
    });
  });

  it.each<[string, 'empty' | 'not-a-single-word']>([
    ['', 'empty'],
    [' \t\n', 'empty'],
    ['sañ sañ', 'not-a-single-word'],
    ['lax,ca', 'not-a-single-word'],
    ['?', 'not-a-single-word'],
    ['-', 'not-a-single-word'],
    ['12', 'not-a-single-word'],
    ['bëgg?', 'not-a-single-word'],
    ['-sañ', 'not-a-single-word'],
    ["sañ'", 'not-a-single-word'],
    ['ci2', 'not-a-single-word'],
    ['\u0301', 'not-a-single-word'],
  ])('refuses %j (%s)', (query, reason) => {
    expect(parseWordQuery(query)).toEqual({ ok: false, reason });
  });
});
