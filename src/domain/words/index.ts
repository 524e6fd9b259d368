/** Public API of the Wolof word rules (DESIGN.md section 6); import it as '@domain/words'. */
export { countWordInPoem, countWordInText, type PoemWordCount } from './count-word';
export { findWordSpans, type WordSpan } from './find-word-spans';
export { normalizeWord, type NormalizeOptions } from './normalize-word';
export { parseWordQuery, type WordQuery } from './parse-word-query';
export { scanWords } from './scan-words';
export { splitStanzas, splitVerses } from './split-stanzas';
export { tokenize, type WordToken } from './tokenize';
export { wordStatistics, type PoemWordStatistics, type WordStatistics } from './word-statistics';
export { WordStatisticsQuerySchema, WordStatisticsResponseSchema } from './word-statistics-schema';
export { foldTerms, foldText } from './fold-text';
