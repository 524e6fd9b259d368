/**
 * The word pattern of DESIGN.md section 6, in one place.
 *
 * A word starts with a letter (\p{L}) and is a run of letters and combining marks (\p{M}); an
 * apostrophe (' ’ ʼ) or a hyphen (- ‐ ‑) between two letters stays inside the word, so `sañ-sañ`,
 * `moo-tax` and `bëgg-bëgg` are one word each (combining marks may sit on either side of it). A
 * leading or trailing hyphen or apostrophe, a double hyphen, digits and every other character
 * (punctuation, spaces, ‘ used as a quote) separate words. ʼ (U+02BC) is a letter for Unicode but is
 * an apostrophe here. A combining mark with no letter before it (an orphan mark) belongs to no word.
 * Works on NFC and NFD text alike.
 *
 * Invariant relied on by count-word.ts: scanning normalizeWord(text) finds the normalised words of
 * text, because normalisation never turns a word character into a separator or back (the rule
 * "marks, then a letter" after a joiner is what keeps this true when accents are folded).
 */

const LETTER = '[^\\P{L}\\u02BC]';
const LETTER_OR_MARK = '(?:[^\\P{L}\\u02BC]|\\p{M})';
const JOINER = "['\\u2019\\u02BC\\-\\u2010\\u2011]";
const RUN = `${LETTER}${LETTER_OR_MARK}*`;
const MARKS = '\\p{M}*';

/** Shared so that scanning allocates no regex; `lastIndex` is set before every `exec`. */
const WORD_PATTERN = new RegExp(`${RUN}(?:${JOINER}${MARKS}${RUN})*`, 'gu');

/**
 * Calls `visit(start, end)` for every word of `text`, in order, with UTF-16 offsets into `text`.
 * Re-entrant: `visit` may itself scan another text.
 */
export function scanWords(text: string, visit: (start: number, end: number) => void): void {
  let from = 0;
  for (;;) {
    WORD_PATTERN.lastIndex = from;
    const match = WORD_PATTERN.exec(text);
    if (match === null) return;
    from = match.index + match[0].length;
    visit(match.index, from);
  }
}
