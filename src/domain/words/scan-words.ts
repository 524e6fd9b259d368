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

/**
 * The words of `text`, in order, as scanWords finds them: one native pass of the same pattern
 * (String.prototype.match), with no match object nor callback per word, for loops that need
 * the words themselves (the server's poem index). A test holds it equal to scanWords.
 */
export function wordsOf(text: string): string[] {
  return text.match(WORD_PATTERN) ?? [];
}

/** A UTF-16 code unit's part in the pattern (an astral code point is classified whole). */
const OTHER = 0;
const LETTER_UNIT = 1;
const MARK_UNIT = 2;
const JOINER_UNIT = 3;
const HIGH_SURROGATE = 4;

const IS_LETTER = new RegExp(`^${LETTER}$`, 'u');
const IS_MARK = /^\p{M}$/u;
const IS_JOINER = new RegExp(`^${JOINER}$`);

/** The class of one code point, from the pattern's own character classes. */
function classify(char: string): number {
  if (IS_LETTER.test(char)) return LETTER_UNIT;
  if (IS_MARK.test(char)) return MARK_UNIT;
  return IS_JOINER.test(char) ? JOINER_UNIT : OTHER;
}

/** Each BMP code unit's class + 1, filled on first sight (0: not seen yet). */
let unitClasses: Uint8Array | undefined;

function classOfUnit(code: number): number {
  unitClasses ??= new Uint8Array(0x10000);
  let known = unitClasses[code]!;
  if (known === 0) {
    const isHigh = code >= 0xd800 && code <= 0xdbff;
    known = 1 + (isHigh ? HIGH_SURROGATE : classify(String.fromCharCode(code)));
    unitClasses[code] = known;
  }
  return known - 1;
}

/** Added to the class of a code point that takes two code units (a surrogate pair). */
const WIDE = 8;

/** The class of the code point at `at`, plus WIDE when it is a surrogate pair. */
function classAt(text: string, at: number): number {
  const code = text.charCodeAt(at);
  if (code < 0x80) {
    const lower = code | 0x20;
    if (lower >= 0x61 && lower <= 0x7a) return LETTER_UNIT;
    return code === 0x27 || code === 0x2d ? JOINER_UNIT : OTHER;
  }
  const unit = classOfUnit(code);
  if (unit !== HIGH_SURROGATE) return unit;
  const next = text.charCodeAt(at + 1);
  // A lone surrogate is no letter; a pair is one code point (the pattern's `u` flag).
  if (!(next >= 0xdc00 && next <= 0xdfff)) return OTHER;
  return classify(text.slice(at, at + 2)) + WIDE;
}

const widthOf = (unit: number) => (unit & WIDE ? 2 : 1);
const kindOf = (unit: number) => unit & ~WIDE;
const isLetterOrMark = (unit: number) => kindOf(unit) === LETTER_UNIT || kindOf(unit) === MARK_UNIT;

/**
 * The words of `text` as scanWords finds them, written as offsets: word i is
 * text.slice(bounds[2i], bounds[2i + 1]). Returns the number of words; `bounds` is reused
 * from call to call (entries past 2 × the count are stale). The same pattern read code unit
 * by code unit, with no regex match, string nor callback per word: the offline word index
 * reads millions of words (a test holds it equal to scanWords on random strings).
 */
export function wordBounds(text: string, bounds: number[]): number {
  let count = 0;
  for (let at = 0; at < text.length;) {
    const start = at;
    const first = classAt(text, at);
    at += widthOf(first);
    if (kindOf(first) !== LETTER_UNIT) continue;
    at = endOfWord(text, at);
    bounds[2 * count] = start;
    bounds[2 * count + 1] = at;
    count += 1;
  }
  return count;
}

/** Where the word goes on to from `from` (just after its first letter) ends. */
function endOfWord(text: string, from: number): number {
  let at = from;
  let unit: number;
  for (;;) {
    // A run of letters and marks.
    while (at < text.length && isLetterOrMark((unit = classAt(text, at)))) at += widthOf(unit);
    // A joiner continues the word when marks then a letter follow it (joiners are BMP).
    if (at >= text.length || classAt(text, at) !== JOINER_UNIT) return at;
    let after = at + 1;
    while (after < text.length && kindOf((unit = classAt(text, after))) === MARK_UNIT)
      after += widthOf(unit);
    if (after >= text.length || kindOf((unit = classAt(text, after))) !== LETTER_UNIT) return at;
    at = after + widthOf(unit);
  }
}
