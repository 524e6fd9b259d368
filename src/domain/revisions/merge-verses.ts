/**
 * A three-way merge of a long text, verse by verse: `base` is the text both administrators
 * started from, `mine` what I typed, `theirs` what the other administrator saved meanwhile.
 * Lines only one side changed are taken from that side without asking (a stanza I edited and
 * a stanza they edited both survive); lines both changed the same way are taken once; only
 * lines both changed differently are put to me, and nothing is dropped without being shown:
 * every chunk says where its lines came from, so the screen can mark what came from them.
 *
 * The line matching is node-diff3's (the library compare-verses.ts uses): one diff of each side
 * against the base. The grouping below is the classic diff3 one (as node-diff3's
 * diff3MergeRegions), written out because that function does not report which side deleted a
 * line, and a deletion by the other administrator must be shown too.
 */
import { diffIndices } from 'node-diff3';
import { linesOf } from './compare-verses';

export type MergeSide = 'mine' | 'theirs';

export type MergeChunk =
  /** Lines neither side changed. */
  | { kind: 'kept'; lines: string[] }
  /** Lines one side changed (`base` replaced by `lines`; `lines` empty: a deletion). */
  | { kind: 'changed'; by: MergeSide; base: string[]; lines: string[] }
  /** Lines both sides changed to the same text. */
  | { kind: 'agreed'; base: string[]; lines: string[] }
  /** Lines both sides changed differently: the administrator chooses. */
  | { kind: 'conflict'; base: string[]; mine: string[]; theirs: string[] };

/** What to keep of a conflict: my lines, theirs, or mine followed by theirs. */
export type ConflictChoice = MergeSide | 'both';

export interface VerseMerge {
  chunks: MergeChunk[];
  /** How many chunks ask for a choice. */
  conflicts: number;
}

interface Hunk {
  side: MergeSide;
  baseStart: number;
  baseEnd: number;
  start: number;
  end: number;
}

function hunksOf(base: string[], other: string[], side: MergeSide): Hunk[] {
  return diffIndices(base, other).map(({ buffer1, buffer2 }) => ({
    side,
    baseStart: buffer1[0] as number,
    baseEnd: (buffer1[0] as number) + (buffer1[1] as number),
    start: buffer2[0] as number,
    end: (buffer2[0] as number) + (buffer2[1] as number),
  }));
}

/** One side's lines over the base range [from, to) of a region made of `hunks`. */
function sideLines(
  hunks: Hunk[],
  side: MergeSide,
  lines: string[],
  base: string[],
  from: number,
  to: number,
): string[] {
  const own = hunks.filter((hunk) => hunk.side === side);
  if (own.length === 0) return base.slice(from, to);
  const first = own[0]!;
  const last = own[own.length - 1]!;
  // Outside its own hunks the side equals the base, so its range shifts by the same offsets.
  return lines.slice(first.start - (first.baseStart - from), last.end + (to - last.baseEnd));
}

const same = (a: string[], b: string[]) => a.length === b.length && a.every((l, i) => l === b[i]);

/** Merges `mine` and `theirs`, both edits of `base`. */
export function mergeVerses(baseText: string, mineText: string, theirsText: string): VerseMerge {
  const base = linesOf(baseText);
  const mine = linesOf(mineText);
  const theirs = linesOf(theirsText);
  const hunks = [...hunksOf(base, mine, 'mine'), ...hunksOf(base, theirs, 'theirs')].sort(
    (a, b) => a.baseStart - b.baseStart,
  );
  const chunks: MergeChunk[] = [];
  let cursor = 0;
  const keepUntil = (end: number) => {
    if (end > cursor) chunks.push({ kind: 'kept', lines: base.slice(cursor, end) });
  };
  while (hunks.length > 0) {
    const region = [hunks.shift()!];
    const from = region[0]!.baseStart;
    let to = region[0]!.baseEnd;
    // Hunks that overlap or touch the region (an insertion at its edge) belong to it.
    while (hunks.length > 0 && hunks[0]!.baseStart <= to) {
      const next = hunks.shift()!;
      to = Math.max(to, next.baseEnd);
      region.push(next);
    }
    keepUntil(from);
    const baseLines = base.slice(from, to);
    const sides = new Set(region.map((hunk) => hunk.side));
    if (sides.size === 1) {
      const by = region[0]!.side;
      const lines = sideLines(region, by, by === 'mine' ? mine : theirs, base, from, to);
      chunks.push({ kind: 'changed', by, base: baseLines, lines });
    } else {
      const myLines = sideLines(region, 'mine', mine, base, from, to);
      const theirLines = sideLines(region, 'theirs', theirs, base, from, to);
      chunks.push(
        same(myLines, theirLines)
          ? { kind: 'agreed', base: baseLines, lines: myLines }
          : { kind: 'conflict', base: baseLines, mine: myLines, theirs: theirLines },
      );
    }
    cursor = to;
  }
  keepUntil(base.length);
  return { chunks, conflicts: chunks.filter((chunk) => chunk.kind === 'conflict').length };
}

/** The merged text, each conflict resolved by `choices` (in order; unanswered: mine). */
export function mergedText(merge: VerseMerge, choices: readonly ConflictChoice[] = []): string {
  let conflict = 0;
  const lines = merge.chunks.flatMap((chunk) => {
    if (chunk.kind !== 'conflict') return chunk.lines;
    const choice = choices[conflict++] ?? 'mine';
    if (choice === 'both') return [...chunk.mine, ...chunk.theirs];
    return chunk[choice];
  });
  return lines.join('\n');
}

/** How many of the merged text's lines came from the other administrator's save. */
export const linesFromTheirs = (merge: VerseMerge) =>
  merge.chunks.reduce(
    (total, chunk) =>
      chunk.kind === 'changed' && chunk.by === 'theirs'
        ? total + Math.max(chunk.lines.length, chunk.base.length)
        : total,
    0,
  );
