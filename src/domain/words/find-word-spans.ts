/**
 * Finds the difficult words of a poem in its text, for highlighting in place.
 *
 * Each entry of `words` is tokenised and normalised like the text (rule in scan-words.ts and
 * normalize-word.ts), so `Gërëm` finds `gërëm` and an entry of several words (`xam xam`) matches
 * the same words in a row, separated by whitespace only (not across punctuation). Spans never
 * overlap: at each position the longest entry wins, then the earliest in `words`. Entries that hold
 * no word are ignored. Offsets are UTF-16 offsets into `text`.
 */
import { normalizeWord, type NormalizeOptions } from './normalize-word';
import { scanWords } from './scan-words';

/** A highlighted range of the text; `word` is the normalised entry, `index` its position in words. */
export type WordSpan = { start: number; end: number; word: string; index: number };

type Entry = { parts: string[]; word: string; index: number };
type Token = { start: number; end: number; normalized: string };

const WHITESPACE_ONLY = /^\s+$/;

function wordsOf(text: string, options?: NormalizeOptions): Token[] {
  const tokens: Token[] = [];
  scanWords(text, (start, end) => {
    tokens.push({ start, end, normalized: normalizeWord(text.slice(start, end), options) });
  });
  return tokens;
}

function entriesOf(words: readonly string[], options?: NormalizeOptions): Entry[] {
  const entries = words.map((word, index) => {
    const parts = wordsOf(word, options).map((token) => token.normalized);
    return { parts, word: parts.join(' '), index };
  });
  return entries
    .filter((entry) => entry.parts.length > 0)
    .sort((a, b) => b.parts.length - a.parts.length || a.index - b.index);
}

function matchesAt(text: string, tokens: Token[], at: number, parts: string[]): boolean {
  for (let offset = 0; offset < parts.length; offset += 1) {
    const token = tokens[at + offset];
    if (token === undefined || token.normalized !== parts[offset]) return false;
    const previous = tokens[at + offset - 1];
    if (offset > 0 && previous !== undefined) {
      if (!WHITESPACE_ONLY.test(text.slice(previous.end, token.start))) return false;
    }
  }
  return true;
}

/** Returns the non-overlapping spans of `text` where an entry of `words` occurs, in text order. */
export function findWordSpans(
  text: string,
  words: readonly string[],
  options?: NormalizeOptions,
): WordSpan[] {
  const entries = entriesOf(words, options);
  if (entries.length === 0) return [];
  const tokens = wordsOf(text, options);
  const spans: WordSpan[] = [];
  let at = 0;
  while (at < tokens.length) {
    const entry = entries.find((candidate) => matchesAt(text, tokens, at, candidate.parts));
    const first = tokens[at];
    const last = entry === undefined ? undefined : tokens[at + entry.parts.length - 1];
    if (entry === undefined || first === undefined || last === undefined) {
      at += 1;
      continue;
    }
    spans.push({ start: first.start, end: last.end, word: entry.word, index: entry.index });
    at += entry.parts.length;
  }
  return spans;
}
