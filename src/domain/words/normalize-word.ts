/**
 * Word normalisation: the single definition of "the same word" (DESIGN.md section 6).
 *
 * A word (or any text, character by character) is normalised by:
 * 1. mapping the typographic apostrophe ’ (U+2019) and the modifier letter apostrophe ʼ (U+02BC)
 *    to ', and the Unicode hyphens ‐ (U+2010) and ‑ (U+2011) to -;
 * 2. lower-casing with `toLowerCase()`, which is locale-independent (never `toLocaleLowerCase`,
 *    whose Turkish or Lithuanian rules would change `I`);
 * 3. composing to NFC, so NFD input (`e` + U+0308) equals the precomposed `ë`.
 *
 * With `ignoreAccents`, the result is decomposed (NFD), every combining mark (\p{M}) is removed and
 * the rest recomposed (NFC): `bëgg` → `begg`, `sañ` → `san`, `YÀLLA` → `yalla`.
 *
 * What it deliberately does not do: fold scripts or look-alike letters. A Greek letter stays Greek:
 * the corpus spelling `dόor` (Greek ό, U+03CC) becomes `dοor` with Greek ο (U+03BF) when accents are
 * ignored, so it never equals Latin `dóor` or `door`. Letters without a decomposition (ŋ, ɓ, ɗ, ø)
 * are kept as they are. Final sigma is lower-cased by the Unicode context rule only.
 */

/** Options shared by every word-matching function. */
export type NormalizeOptions = { ignoreAccents?: boolean };

const APOSTROPHES_AND_HYPHENS = /[\u2019\u02BC\u2010\u2011]/g;
const COMBINING_MARKS = /\p{M}+/gu;
/** Fast path: Latin text decomposes to U+0300–U+036F only; other marks need the slower \p{M}. */
const LATIN_MARKS = /[\u0300-\u036f]+/g;
const MAY_HOLD_OTHER_MARKS = /[^\u0000-\u02ff\u2000-\u206f]/;

function removeMarks(decomposed: string): string {
  const latin = decomposed.replace(LATIN_MARKS, '');
  return MAY_HOLD_OTHER_MARKS.test(latin) ? latin.replace(COMBINING_MARKS, '') : latin;
}

function unifyPunctuation(char: string): string {
  return char === '\u2010' || char === '\u2011' ? '-' : "'";
}

/** Returns the matching form of a word (or of a whole text, char by char): see the header. */
export function normalizeWord(text: string, options?: NormalizeOptions): string {
  const lower = text.replace(APOSTROPHES_AND_HYPHENS, unifyPunctuation).toLowerCase();
  if (options?.ignoreAccents === true) {
    return removeMarks(lower.normalize('NFD')).normalize('NFC');
  }
  return lower.normalize('NFC');
}
