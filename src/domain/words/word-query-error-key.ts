/**
 * The statistics screen's message (the client's and the server's first screen's) for each refusal of the domain's parseWordQuery: the reader
 * sees the reason in their language (the domain's WORD_QUERY_MESSAGES are the API's English).
 * Keyed by the domain's type, so a new reason fails the typecheck until it has a message.
 * The limits are the domain's, given to the texts as `max`.
 */
import { MAX_PHRASE_WORDS, MAX_QUERY_LENGTH, type WordQueryRefusal } from './parse-word-query';

const WORD_QUERY_ERROR_KEYS = {
  empty: 'errors.wordRequired',
  'not-words': 'errors.wordsOnly',
  'too-many-words': 'errors.tooManyWords',
  'too-long': 'errors.tooLong',
} as const satisfies Record<WordQueryRefusal, string>;

/** The text's key and values for a refusal. */
export function wordQueryError(
  reason: WordQueryRefusal,
): [(typeof WORD_QUERY_ERROR_KEYS)[WordQueryRefusal], { max: number }] {
  const max = reason === 'too-long' ? MAX_QUERY_LENGTH : MAX_PHRASE_WORDS;
  return [WORD_QUERY_ERROR_KEYS[reason], { max }];
}
