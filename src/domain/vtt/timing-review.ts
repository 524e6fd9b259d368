/**
 * "This recording's timing needs a look": kept inside the WebVTT text itself, as a NOTE block
 * (WebVTT's own comment, skipped by every reader and by parseVtt), so flagging needs no
 * database column and travels wherever the text goes (the change feed, an export).
 *
 * The server flags a recording's timing when its file is replaced: the cues were aligned to
 * the old audio. Whoever saves new timing (the subtitle generator, or an edit of the text
 * without the note) clears it; a recording without timing has nothing to review.
 */

/** The NOTE block's text; its first words are what `needsTimingReview` looks for. */
export const TIMING_REVIEW_NOTE = 'NOTE taalif:timing-review';
const NOTE_LINE = /^NOTE taalif:timing-review\b.*$/m;
const HEADER_END = /\r?\n\r?\n|\r\r/;

/** True when the text carries the review note. */
export const needsTimingReview = (vtt: string | null | undefined): boolean =>
  !!vtt && NOTE_LINE.test(vtt);

/**
 * The text with the review note after its header (once, whatever it had before); a missing
 * or blank text stays as it is, since there is no timing to review.
 */
export function flagTimingForReview(vtt: string | null, reason: string): string | null {
  if (!vtt || vtt.trim() === '' || needsTimingReview(vtt)) return vtt;
  const note = `${TIMING_REVIEW_NOTE} ${reason.replace(/\s+/g, ' ').replace(/-->/g, '→').trim()}`;
  const end = HEADER_END.exec(vtt);
  if (!end) return `${vtt.replace(/\s+$/, '')}\n\n${note}\n`;
  const header = vtt.slice(0, end.index);
  const rest = vtt.slice(end.index + end[0].length);
  return `${header}\n\n${note}\n\n${rest}`;
}

/** The text without the review note (the timing has been looked at). */
export function clearTimingReview(vtt: string): string {
  return vtt.replace(/(?:\r?\n)*^NOTE taalif:timing-review\b.*$(?:\r?\n)*/m, '\n\n');
}
