import { describe, expect, it } from 'vitest';
import { foldTerms, foldText } from './fold-text';
import { matchesSearchTerms } from './matches-search-terms';

const poem = {
  title: foldText('Bëgg-bëgg'),
  content: foldText('Yàlla mooy sañ\nNit ñi ñëw nañu'),
  poet: foldText('Serigne Moussa Ka'),
};
const matches = (query: string) => matchesSearchTerms(foldTerms(query), poem);

describe('matchesSearchTerms', () => {
  it('finds a term in the title, the content or the poet’s name, accents and case ignored', () => {
    expect(matches('begg')).toBe(true);
    expect(matches('YALLA')).toBe(true);
    expect(matches('moussa')).toBe(true);
    expect(matches('san')).toBe(true);
  });

  it('needs every term, each anywhere', () => {
    expect(matches('begg ka')).toBe(true);
    expect(matches('yalla nanu')).toBe(true);
    expect(matches('begg xale')).toBe(false);
  });

  it('matches substrings, not only whole words', () => {
    expect(matches('moo')).toBe(true);
    expect(matches('gne mou')).toBe(true);
  });

  it('matches every poem for a query without terms', () => {
    expect(matches('')).toBe(true);
    expect(matches('   ')).toBe(true);
  });
});
