import { scanWords } from './scan-words';

/** A word of a text, with its UTF-16 offsets into the original (unnormalised) string. */
export type WordToken = { text: string; start: number; end: number };

/** Returns the words of `text` (rule in scan-words.ts), with offsets usable for highlighting. */
export function tokenize(text: string): WordToken[] {
  const tokens: WordToken[] = [];
  scanWords(text, (start, end) => {
    tokens.push({ text: text.slice(start, end), start, end });
  });
  return tokens;
}
