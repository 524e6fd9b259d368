/**
 * The comparison key of a verse or a cue text: the domain's words (DESIGN.md section 6), each
 * normalised (NFC, lower case, ’ → '), joined by one space. Punctuation, spacing and line breaks do
 * not count, so a cue still finds its verse after a typographic fix; a changed word does, so an
 * edited verse no longer matches its old cue. WebVTT markup (`<i>`, `<v Singer>`, `<00:01.000>`) and
 * the character references a cue may hold are removed first.
 */
import { normalizeWord, tokenize } from '../words';

const MARKUP = /<[^>]*>/g;
const REFERENCES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&nbsp;': ' ',
  '&lrm;': '',
  '&rlm;': '',
};
const REFERENCE = /&(?:amp|lt|gt|nbsp|lrm|rlm);/g;

/** Returns the text's normalised words joined by spaces ('' when it holds no word). */
export function cueTextKey(text: string): string {
  const plain = text.replace(MARKUP, ' ').replace(REFERENCE, (ref) => REFERENCES[ref] ?? ref);
  return tokenize(plain)
    .map((token) => normalizeWord(token.text))
    .join(' ');
}
