import { describe, expect, it } from 'vitest';
import { countWordInText } from './count-word';
import { lowerCaseDependsOnContext } from './lower-case-depends-on-context';
import { normalizeWord } from './normalize-word';

describe('lowerCaseDependsOnContext', () => {
  it('holds for a word with a sigma in any case: final ς, medial σ, capital Σ', () => {
    expect(lowerCaseDependsOnContext('οδος')).toBe(true);
    expect(lowerCaseDependsOnContext('σοφια')).toBe(true);
    expect(lowerCaseDependsOnContext('ΟΔΟΣ')).toBe(true);
    expect(lowerCaseDependsOnContext('Σ')).toBe(true);
  });

  it('does not hold for Wolof words, nor for Greek words without a sigma', () => {
    for (const word of ['bëgg', 'YÀLLA', 'sañ-sañ', "ma'a", 'dόor', 'ΑΛΦΑ'])
      expect(lowerCaseDependsOnContext(word), word).toBe(false);
  });

  it('is why a capital Σ query is counted word by word: the whole text lower-cases otherwise', () => {
    // The text's own lower case keeps a medial σ where the word alone ends in ς.
    expect(normalizeWord('ΟΔΟΣ.Α')).toBe('οδοσ.α');
    expect(normalizeWord('ΟΔΟΣ')).toBe('οδος');
    expect(normalizeWord('ΟΔΟΣ.Α').includes(normalizeWord('ΟΔΟΣ'))).toBe(false);
    expect(countWordInText('ΟΔΟΣ.Α', normalizeWord('ΟΔΟΣ'))).toBe(1);
  });
});
