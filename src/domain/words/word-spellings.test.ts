import { describe, expect, it } from 'vitest';
import { formsBySpellingKey, matchWithSpellings } from './matches-search-terms';
import { foldTerms, foldText } from './fold-text';
import { wordStatistics } from './word-statistics';
import { otherSpellings, withVariants, withoutVariants } from './word-spellings';

const poems = [
  { id: 'a', content: 'Bukki dem na\n\nbukki bukki' },
  { id: 'b', content: 'Bouki ak Leuk\n\nbouki' },
  { id: 'c', content: 'Xam nga xaalis?' },
  { id: 'd', content: 'jàmm ak jambaar\n\ndu de' },
];
const rank = (id: string) => poems.findIndex((p) => p.id === id);
const forms = () => poems.flatMap((p) => [...formsBySpellingKey(p.content).values()].flat());

/** The statistics of `word` with its other spellings, as the server and the device do. */
function statistics(word: string, ignoreAccents = false) {
  const exact = wordStatistics(word, poems, { ignoreAccents });
  const variants = otherSpellings(forms(), word, ignoreAccents).map((spelling) => ({
    spelling,
    poems: wordStatistics(spelling, poems).poems,
  }));
  return withVariants(exact, variants, rank);
}

describe('word statistics with other spellings', () => {
  it('lists the exact spelling first, then the poems written the other way, saying how', () => {
    const stats = statistics('bukki');
    expect(stats.poems).toEqual([
      { poemId: 'a', occurrences: 3, stanzaIndices: [0, 1], alsoWritten: [] },
      { poemId: 'b', occurrences: 2, stanzaIndices: [0, 1], alsoWritten: ['bouki'] },
    ]);
    expect(stats.spellings).toEqual([
      { spelling: 'bukki', exact: true, poemCount: 1, occurrences: 3 },
      { spelling: 'bouki', exact: false, poemCount: 1, occurrences: 2 },
    ]);
    expect(stats).toMatchObject({ variants: true, poemCount: 2, totalOccurrences: 5 });
  });

  it('finds the official spelling from the popular one', () => {
    const stats = statistics('bouki');
    expect(stats.poems.map((p) => [p.poemId, p.alsoWritten])).toEqual([
      ['b', []],
      ['a', ['bukki']],
    ]);
  });

  it('counts whole words only: xam is not xaalis, jàmm not jambaar, du not de', () => {
    expect(statistics('xam').poemCount).toBe(1);
    expect(statistics('xam').totalOccurrences).toBe(1);
    expect(statistics('jàmm').spellings).toHaveLength(1);
    expect(statistics('du').totalOccurrences).toBe(1);
  });

  it('does not call the same word with other accents another spelling when accents are ignored', () => {
    expect(otherSpellings(['jàmm', 'jamm', 'jaam'], 'jamm', true)).toEqual(['jaam']);
    expect(otherSpellings(['jàmm', 'jamm', 'jaam'], 'jamm', false)).toEqual(['jaam', 'jàmm']);
  });

  it('without variants, says so and gives only the exact spelling', () => {
    const stats = withoutVariants(wordStatistics('bukki', poems));
    expect(stats).toMatchObject({ variants: false, poemCount: 1, totalOccurrences: 3 });
    expect(stats.spellings).toEqual([
      { spelling: 'bukki', exact: true, poemCount: 1, occurrences: 3 },
    ]);
  });
});

describe('search with other spellings', () => {
  const texts = (content: string) => ({ title: '', content: foldText(content), poet: '' });
  const match = (query: string, content: string) => {
    const byKey = formsBySpellingKey(content);
    return matchWithSpellings(foldTerms(query), texts(content), (key) => byKey.get(key));
  };

  it('matches as typed first (no other spelling to show)', () => {
    expect(match('bouki', 'Bouki ak Leuk')).toEqual({ alsoWritten: [] });
  });
  it('matches through another spelling and says which', () => {
    expect(match('Serigne', 'Sëriñ bi dem na')).toEqual({ alsoWritten: ['sëriñ'] });
    expect(match('khaliss deuk', 'xaalis ci dëkk bi')).toEqual({
      alsoWritten: ['dëkk', 'xaalis'],
    });
  });
  it('needs every term, and whole words for the other spellings', () => {
    expect(match('bouki gaynde', 'bukki rekk')).toBeNull();
    expect(match('xam', 'xaalis')).toBeNull();
    expect(match('jàmm', 'jambaar')).toBeNull();
  });
});
