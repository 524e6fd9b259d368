/**
 * Public API of the Wolof word rules (DESIGN.md section 6); import it as '@domain/words'.
 * The zod schemas of the statistics endpoint are imported from './word-statistics-schema'
 * directly: kept out of this barrel, they stay out of the reader's poem page, which needs
 * the word rules but not zod.
 */
export { countWordInPoem } from './count-word';
export { findWordSpans } from './find-word-spans';
export { lowerCaseDependsOnContext } from './lower-case-depends-on-context';
export { normalizeWord } from './normalize-word';
export {
  MAX_PHRASE_WORDS,
  MAX_QUERY_LENGTH,
  parseWordQuery,
  WORD_QUERY_CODES,
  WORD_QUERY_MESSAGES,
  type WordQueryRefusal,
} from './parse-word-query';
export { phraseStatistics } from './phrase-statistics';
export { scanWords, wordBounds, wordsOf } from './scan-words';
export { splitStanzas, splitVerses } from './split-stanzas';
export { tokenize } from './tokenize';
export { wordStatistics, type PoemWordStatistics } from './word-statistics';
export { wordStatisticsPage, type WordStatisticsResponse } from './word-statistics-page';
export { foldTerms, foldText } from './fold-text';
export { formsBySpellingKey, matchesSearchTerms, matchWithSpellings } from './matches-search-terms';
export { spellingKey } from './spelling-key';
export {
  otherSpellings,
  withVariants,
  withoutVariants,
  type SpellingStatistics,
} from './word-spellings';
