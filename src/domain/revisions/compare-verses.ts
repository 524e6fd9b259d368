/**
 * Two states of a long text (a poem's Latin or Wolofal text, a context, a definition, a
 * recording's WebVTT) compared verse by verse: lines the later one keeps, adds or removes,
 * and lines CHANGED, each pairing the old verse with the new one, so an editor reads "verse 3
 * became …" rather than a deletion and an unrelated insertion. Stanzas are separated by blank
 * lines (SPEC: the poem format); a stanza whose every verse is new (or gone) counts as a stanza
 * added (or removed).
 *
 * The line matching is node-diff3's longest common subsequence (the library the verse-by-verse
 * merge uses too): inside one run of differing lines, old and new verses are paired in order;
 * a blank line is never paired with a verse (it is a stanza break, not a verse).
 */
import { diffComm } from 'node-diff3';

export type VerseLine =
  | { kind: 'same'; text: string }
  | { kind: 'added'; text: string }
  | { kind: 'removed'; text: string }
  | { kind: 'changed'; before: string; after: string };

export interface VerseComparison {
  lines: VerseLine[];
  /** Verses (non-blank lines) added, removed, changed. */
  added: number;
  removed: number;
  changed: number;
  stanzasAdded: number;
  stanzasRemoved: number;
}

/** A text's lines (any line ending), none for an empty text. */
export const linesOf = (text: string) =>
  text === '' ? [] : text.replace(/\r\n?/g, '\n').split('\n');
const isBlank = (line: string) => line.trim() === '';

/** Pairs a run of removed lines with the run of added lines that replaced them. */
function pairRun(removed: string[], added: string[]): VerseLine[] {
  const lines: VerseLine[] = [];
  let i = 0;
  let j = 0;
  while (i < removed.length || j < added.length) {
    const before = removed[i];
    const after = added[j];
    if (before !== undefined && after !== undefined && isBlank(before) === isBlank(after)) {
      lines.push(
        before === after ? { kind: 'same', text: after } : { kind: 'changed', before, after },
      );
      i++;
      j++;
    } else if (before !== undefined && (after === undefined || isBlank(after))) {
      lines.push({ kind: 'removed', text: before });
      i++;
    } else {
      lines.push({ kind: 'added', text: after! });
      j++;
    }
  }
  return lines;
}

/** Stanzas of one side whose every verse has `kind` (added on the new side, removed on the old). */
function wholeStanzas(lines: VerseLine[], side: 'before' | 'after'): number {
  const own = side === 'after' ? 'added' : 'removed';
  let count = 0;
  let verses = 0;
  let all = true;
  const close = () => {
    if (verses > 0 && all) count++;
    verses = 0;
    all = true;
  };
  for (const line of lines) {
    const text = textOn(line, side);
    if (text === undefined) continue;
    if (isBlank(text)) {
      close();
      continue;
    }
    verses++;
    if (line.kind !== own) all = false;
  }
  close();
  return count;
}

/** The line as it stands on one side, undefined when it is not there. */
export function textOn(line: VerseLine, side: 'before' | 'after'): string | undefined {
  switch (line.kind) {
    case 'same':
      return line.text;
    case 'changed':
      return line[side];
    case 'added':
      return side === 'after' ? line.text : undefined;
    case 'removed':
      return side === 'before' ? line.text : undefined;
  }
}

export function compareVerses(before: string, after: string): VerseComparison {
  const lines: VerseLine[] = [];
  for (const chunk of diffComm(linesOf(before), linesOf(after))) {
    if (chunk.common) lines.push(...chunk.common.map((text) => ({ kind: 'same' as const, text })));
    else lines.push(...pairRun(chunk.buffer1, chunk.buffer2));
  }
  const verses = (kind: VerseLine['kind']) =>
    lines.filter(
      (l) => l.kind === kind && !isBlank(textOn(l, kind === 'removed' ? 'before' : 'after')!),
    ).length;
  return {
    lines,
    added: verses('added'),
    removed: verses('removed'),
    changed: verses('changed'),
    stanzasAdded: wholeStanzas(lines, 'after'),
    stanzasRemoved: wholeStanzas(lines, 'before'),
  };
}
