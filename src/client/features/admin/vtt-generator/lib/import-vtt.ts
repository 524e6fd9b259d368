/**
 * An imported .vtt file read for the generator: parsed by the domain (every error with its
 * line), then mapped onto the poem's verses by text. The caller shows the errors as they
 * are (line and reason) and otherwise loads the timing, saying how many verses it left
 * untimed and how many cues matched no verse.
 */
import { parseVtt } from '@domain/vtt/parse-vtt';
import type { VttError } from '@domain/vtt/vtt-cue';
import type { VttVerse } from '@domain/vtt/verses-with-ids';
import { matchVttToText } from '@domain/vtt/vtt-text-match';
import type { Timing } from './timing';

export type ImportedVtt =
  | { ok: true; timing: Timing; untimed: number; unmatchedCues: number }
  | { ok: false; errors: VttError[] };

export function importVtt(text: string, verses: readonly VttVerse[]): ImportedVtt {
  const parsed = parseVtt(text);
  if (!parsed.ok) return { ok: false, errors: parsed.errors };
  const match = matchVttToText(
    text,
    verses.map((verse) => verse.text),
  );
  return {
    ok: true,
    timing: match.spans,
    untimed: match.untimedVerses,
    unmatchedCues: match.unmatchedCues,
  };
}

/** The timing a recording's saved WebVTT gives (none, or unreadable: every verse untimed). */
export function savedTiming(
  vtt: string | null,
  verses: readonly VttVerse[],
): { timing: Timing; unmatchedCues: number; invalid: boolean } {
  const match = matchVttToText(
    vtt,
    verses.map((verse) => verse.text),
  );
  return {
    timing: match.spans,
    unmatchedCues: match.unmatchedCues,
    invalid: match.status === 'invalid',
  };
}
