/**
 * The words an administrator has picked in the preview: an anchor and a head (both word
 * positions of `layoutPreview`), kept inside one verse, since a gloss is matched inside a
 * verse only. Pure, for the preview's click and keyboard handlers.
 */
import type { PreviewStanza } from './preview-layout';

export interface WordRange {
  anchor: number;
  head: number;
}

/** For each word position, the verse (`s1-v2`) it lies in and its text. */
export interface WordIndex {
  verseOf: string[];
  textOf: string[];
}

export function indexWords(stanzas: readonly PreviewStanza[]): WordIndex {
  const verseOf: string[] = [];
  const textOf: string[] = [];
  for (const verses of stanzas)
    for (const verse of verses)
      for (const segment of verse.segments)
        if (segment.word !== undefined) {
          verseOf[segment.word] = verse.id;
          textOf[segment.word] = segment.text;
        }
  return { verseOf, textOf };
}

/** The range grown (or shrunk) to `head`, or a new range there when it would leave the verse. */
export function extendRange(index: WordIndex, range: WordRange | null, head: number): WordRange {
  if (range && index.verseOf[range.anchor] === index.verseOf[head])
    return { anchor: range.anchor, head };
  return { anchor: head, head };
}

/** Whether word `n` is inside `range`. */
export const inRange = (range: WordRange | null, n: number): boolean =>
  range !== null &&
  n >= Math.min(range.anchor, range.head) &&
  n <= Math.max(range.anchor, range.head);

/** The text of the range as written in the verse, spaces and punctuation between its words kept. */
export function rangeText(stanzas: readonly PreviewStanza[], range: WordRange): string {
  const from = Math.min(range.anchor, range.head);
  const to = Math.max(range.anchor, range.head);
  for (const verses of stanzas)
    for (const verse of verses) {
      const start = verse.segments.findIndex((s) => s.word === from);
      if (start === -1) continue;
      const end = verse.segments.findIndex((s) => s.word === to);
      return verse.segments
        .slice(start, end === -1 ? start + 1 : end + 1)
        .map((s) => s.text)
        .join('');
    }
  return '';
}
