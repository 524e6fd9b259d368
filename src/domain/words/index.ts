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
export { parseWordQuery, WORD_QUERY_MESSAGES, type WordQueryRefusal } from './parse-word-query';
export { scanWords } from './scan-words';
export { splitStanzas, splitVerses } from './split-stanzas';
export { tokenize } from './tokenize';
export { wordStatistics, type PoemWordStatistics, type WordStatistics } from './word-statistics';
export { wordStatisticsPage, type WordStatisticsResponse } from './word-statistics-page';
export { foldTerms, foldText } from './fold-text';
export { matchesSearchTerms } from './matches-search-terms';
