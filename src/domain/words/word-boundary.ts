/**
 * Local whole-word test: is text.slice(start, end) exactly one word of `text`, as scanWords would
 * find it? It looks only at the characters around the range, so counting a word can use indexOf
 * instead of scanning every word. It mirrors the pattern of scan-words.ts (a property test checks
 * that both agree): a word may continue through letters, combining marks, and a joiner (' ’ ʼ - ‐ ‑)
 * that has a letter run on one side and marks-then-a-letter on the other.
 */

const LETTER = /[^\P{L}\u02BC]/uy;
const MARK = /\p{M}/uy;
const JOINER = /['\u2019\u02BC\-\u2010\u2011]/y;

function isAt(pattern: RegExp, text: string, index: number): boolean {
  pattern.lastIndex = index;
  return pattern.test(text);
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

/** Index where the code point that ends at `index` starts. */
function previousStart(text: string, index: number): number {
  if (index >= 2 && isLowSurrogate(text.charCodeAt(index - 1))) {
    if (isHighSurrogate(text.charCodeAt(index - 2))) return index - 2;
  }
  return index - 1;
}

/** Index after the code point that starts at `index`. */
function nextIndex(text: string, index: number): number {
  const code = text.codePointAt(index) ?? 0;
  return index + (code > 0xffff ? 2 : 1);
}

function skipMarksBackward(text: string, index: number): number {
  let at = index;
  while (at > 0 && isAt(MARK, text, previousStart(text, at))) at = previousStart(text, at);
  return at;
}

function skipMarksForward(text: string, index: number): number {
  let at = index;
  while (at < text.length && isAt(MARK, text, at)) at = nextIndex(text, at);
  return at;
}

/** True when a letter, possibly followed by marks, ends at `index`. */
function letterRunEndsAt(text: string, index: number): boolean {
  const at = skipMarksBackward(text, index);
  return at > 0 && isAt(LETTER, text, previousStart(text, at));
}

function continuesBefore(text: string, start: number): boolean {
  const at = skipMarksBackward(text, start);
  if (at === 0) return false;
  const before = previousStart(text, at);
  if (isAt(LETTER, text, before)) return true;
  return isAt(JOINER, text, before) && letterRunEndsAt(text, before);
}

function continuesAfter(text: string, end: number): boolean {
  if (end >= text.length) return false;
  if (isAt(LETTER, text, end) || isAt(MARK, text, end)) return true;
  if (!isAt(JOINER, text, end)) return false;
  const at = skipMarksForward(text, nextIndex(text, end));
  return at < text.length && isAt(LETTER, text, at);
}

/** True if the range, which must hold one whole word, is not part of a longer word of `text`. */
export function isWholeWordAt(text: string, start: number, end: number): boolean {
  return !continuesBefore(text, start) && !continuesAfter(text, end);
}
