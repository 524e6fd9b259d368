/**
 * Validation of a word-statistics query, shared by the API (400 responses) and the client form.
 *
 * After trimming surrounding whitespace, a query must be exactly one word under the rule of
 * scan-words.ts, covering the whole query: `bëgg`, `YÀLLA`, `sañ-sañ` and NFD input are accepted;
 * an empty or whitespace-only query is `empty`; two words, punctuation only, digits, or a word with
 * punctuation attached (`bëgg?`, `-sañ`, `lax,ca`) are `not-a-single-word`. Nothing is silently
 * stripped, so what is counted is always what was typed.
 *
 * The messages of a refusal are the API's (its 400 `fields.word`) and the device's, which
 * answers offline with the same reason; screens translate the reason, not the message.
 */
import { normalizeWord, type NormalizeOptions } from './normalize-word';
import { scanWords } from './scan-words';

/** Why a word-statistics query is refused. */
export type WordQueryRefusal = 'empty' | 'not-a-single-word';

/** The message of each refusal (English, as every API message). */
export const WORD_QUERY_MESSAGES: Readonly<Record<WordQueryRefusal, string>> = {
  empty: 'Word is required',
  'not-a-single-word': 'Enter a single word',
};

/** Outcome of parseWordQuery: the normalised word, or why the query is refused. */
export type WordQuery = { ok: true; normalized: string } | { ok: false; reason: WordQueryRefusal };

/** Returns the normalised single word of `query`, or the reason it is not one. */
export function parseWordQuery(query: string, options?: NormalizeOptions): WordQuery {
  const trimmed = query.trim();
  if (trimmed === '') return { ok: false, reason: 'empty' };
  let words = 0;
  let coversAll = false;
  scanWords(trimmed, (start, end) => {
    words += 1;
    coversAll = start === 0 && end === trimmed.length;
  });
  if (words !== 1 || !coversAll) return { ok: false, reason: 'not-a-single-word' };
  return { ok: true, normalized: normalizeWord(trimmed, options) };
}
