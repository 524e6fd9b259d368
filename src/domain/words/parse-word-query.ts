/**
 * Validation of a word-statistics query, shared by the API (400 responses) and the client form.
 *
 * A query is one word or a phrase: after trimming, and after removing one pair of quotes
 * around the whole query ("mbaar ma", “mbaar ma”, « mbaar ma »), it must be words under the
 * rule of scan-words.ts separated by whitespace only. `bëgg`, `YÀLLA`, `sañ-sañ`, NFD input and
 * `mbaar ma` are accepted; an empty or whitespace-only query is `empty`; punctuation, digits or
 * a word with punctuation attached (`bëgg?`, `-sañ`, `lax,ca`) are `not-words`; more than
 * MAX_PHRASE_WORDS words `too-many-words`; more than MAX_QUERY_LENGTH characters `too-long`.
 * Nothing else is silently stripped, so what is counted is always what was typed. A phrase is
 * counted by phrase-statistics.ts.
 *
 * The messages of a refusal are the API's (its 400 `fields.word`) and the device's, which
 * answers offline with the same reason; screens translate the reason, not the message.
 */
import type { ErrorCode, ErrorParams } from '../error-codes';
import { normalizeWord, type NormalizeOptions } from './normalize-word';
import { scanWords } from './scan-words';

/** The longest query, in UTF-16 code units (the API's `word` field limit too). */
export const MAX_QUERY_LENGTH = 200;
/** The most words a phrase may hold: a verse's worth, enough for any phrase a reader looks for. */
export const MAX_PHRASE_WORDS = 8;

/** Why a word-statistics query is refused. */
export type WordQueryRefusal = 'empty' | 'not-words' | 'too-many-words' | 'too-long';

/** The message of each refusal (English, as every API message). */
export const WORD_QUERY_MESSAGES: Readonly<Record<WordQueryRefusal, string>> = {
  empty: 'Word is required',
  'not-words': 'Enter words separated by spaces, without punctuation',
  'too-many-words': `At most ${MAX_PHRASE_WORDS} words`,
  'too-long': `At most ${MAX_QUERY_LENGTH} characters`,
};

/** The API's code of each refusal (its 400 `fieldCodes.word`), with its sentence's values. */
export const WORD_QUERY_CODES: Readonly<
  Record<WordQueryRefusal, { code: ErrorCode; params?: ErrorParams }>
> = {
  empty: { code: 'required' },
  'not-words': { code: 'not_words' },
  'too-many-words': { code: 'too_many_words', params: { limit: MAX_PHRASE_WORDS } },
  'too-long': { code: 'too_long', params: { limit: MAX_QUERY_LENGTH } },
};

/**
 * Outcome of parseWordQuery: `text`, the query without its quotes and surrounding whitespace
 * (what is counted), its normalised words (one for a single word) and `normalized`, them
 * joined by one space; or why the query is refused.
 */
export type WordQuery =
  | { ok: true; text: string; normalized: string; words: string[] }
  | { ok: false; reason: WordQueryRefusal };

/** Quotes a reader may put around a phrase: the opening one and its closing one. */
const QUOTES: ReadonlyArray<readonly [string, string]> = [
  ['"', '"'],
  ['\u201C', '\u201D'],
  ['\u201E', '\u201C'],
  ['\u00AB', '\u00BB'],
];
const WHITESPACE_ONLY = /^\s*$/;

function unquoted(trimmed: string): string {
  for (const [open, close] of QUOTES) {
    if (trimmed.length >= 2 && trimmed.startsWith(open) && trimmed.endsWith(close))
      return trimmed.slice(open.length, -close.length).trim();
  }
  return trimmed;
}

/** Returns the normalised words of `query`, or the reason it is not a word or a phrase. */
export function parseWordQuery(query: string, options?: NormalizeOptions): WordQuery {
  if (query.length > MAX_QUERY_LENGTH) return { ok: false, reason: 'too-long' };
  const text = unquoted(query.trim());
  if (text === '') return { ok: false, reason: 'empty' };
  const words: string[] = [];
  let covered = 0;
  let separatedBySpaces = true;
  scanWords(text, (start, end) => {
    if (!WHITESPACE_ONLY.test(text.slice(covered, start))) separatedBySpaces = false;
    words.push(normalizeWord(text.slice(start, end), options));
    covered = end;
  });
  if (words.length === 0 || !separatedBySpaces || covered !== text.length)
    return { ok: false, reason: 'not-words' };
  if (words.length > MAX_PHRASE_WORDS) return { ok: false, reason: 'too-many-words' };
  return { ok: true, text, normalized: words.join(' '), words };
}
