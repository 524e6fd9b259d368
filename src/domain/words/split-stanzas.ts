/**
 * Stanzas and verses of a poem's `content` (DESIGN.md section 6).
 *
 * Stanzas are separated by one or more blank lines, a blank line being empty or whitespace only;
 * line breaks may be \n, \r\n or \r. Blank lines at the start or end are ignored, so stanza 0 is the
 * first stanza with text; stanza indices everywhere (word statistics, cue ids) are positions in the
 * array returned here. Stanza text is returned verbatim: inner line breaks are not rewritten.
 */

/** A line break; a lone \r must not be followed by \n, or \r\n could count as two breaks. */
const EOL = '(?:\\r\\n|\\r(?!\\n)|\\n)';
const SPACES = '[^\\S\\r\\n]*';
const STANZA_BREAK = new RegExp(`${EOL}(?:${SPACES}${EOL})+`);
const EDGE_BLANK_LINES = new RegExp(`^(?:${SPACES}${EOL})+|(?:${EOL}${SPACES})+$`, 'g');
const LINE_BREAK = new RegExp(EOL);

/** Returns the stanzas of `content`, in order; `[]` when it holds no text. */
export function splitStanzas(content: string): string[] {
  const trimmed = content.replace(EDGE_BLANK_LINES, '');
  if (trimmed.trim() === '') return [];
  return trimmed.split(STANZA_BREAK);
}

/** Returns the lines of a stanza that hold text (whitespace-only lines are dropped), untrimmed. */
export function splitVerses(stanza: string): string[] {
  return stanza.split(LINE_BREAK).filter((line) => line.trim() !== '');
}
