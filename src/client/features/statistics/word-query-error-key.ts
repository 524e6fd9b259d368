/**
 * The statistics screen's message for each refusal of the domain's parseWordQuery: the reader
 * sees the reason in their language (the domain's WORD_QUERY_MESSAGES are the API's English).
 * Keyed by the domain's type, so a new reason fails the typecheck until it has a message.
 */
import type { WordQueryRefusal } from '@domain/words';

export const WORD_QUERY_ERROR_KEYS = {
  empty: 'errors.wordRequired',
  'not-a-single-word': 'errors.oneWord',
} as const satisfies Record<WordQueryRefusal, string>;
