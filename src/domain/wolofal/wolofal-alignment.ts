/**
 * A poem's Wolofal (Wolof in Arabic script) stands beside its Latin text stanza by stanza and
 * verse by verse: the reader's page puts each Wolofal stanza beside (or under) the Latin one,
 * and a verse is the unit the recitation player and the share links address. So the two texts
 * must have as many stanzas, and each stanza as many verses; when they do not, the refusal says
 * where (the first stanza count or stanza that differs), so an administrator can fix it.
 * Stanzas and verses are the domain's (`splitStanzas`, `splitVerses`): blank lines between
 * stanzas, a line per verse, in both scripts. Zod-free: the client's editor and the server's
 * schema and repository use the same rule.
 */
import type { FieldError } from '../error-codes';
import { splitStanzas, splitVerses } from '../words/split-stanzas';

/** A text's verses, stanza by stanza (each verse trimmed). */
export function stanzasOf(text: string): string[][] {
  return splitStanzas(text).map((stanza) => splitVerses(stanza).map((verse) => verse.trim()));
}

/** True when a Wolofal value holds no text: the poem has no Wolofal. */
export const isBlankWolofal = (wolofal: string | null | undefined): boolean =>
  wolofal == null || wolofal.trim() === '';

/** The stored value of a Wolofal field: null when it holds no text. */
export const wolofalOrNull = (wolofal: string | null | undefined): string | null =>
  isBlankWolofal(wolofal) ? null : wolofal!;

/**
 * Why `wolofal` cannot stand beside `content`, as the `wolofal` field's error; null when it
 * can (or when there is no Wolofal). Counts are given Latin first in `params`.
 */
export function wolofalMisalignment(
  content: string,
  wolofal: string | null | undefined,
): FieldError | null {
  if (isBlankWolofal(wolofal)) return null;
  const latin = stanzasOf(content);
  const arabic = stanzasOf(wolofal!);
  if (latin.length !== arabic.length) {
    return {
      code: 'stanza_count_mismatch',
      message: `The Wolofal has ${arabic.length} stanzas and the Latin text ${latin.length}: they must have as many`,
      params: { latin: latin.length, wolofal: arabic.length },
    };
  }
  const at = latin.findIndex((verses, i) => verses.length !== arabic[i]!.length);
  if (at < 0) return null;
  const [inLatin, inWolofal] = [latin[at]!.length, arabic[at]!.length];
  return {
    code: 'verse_count_mismatch',
    message: `Stanza ${at + 1} has ${inWolofal} verses in Wolofal and ${inLatin} in the Latin text: they must have as many`,
    params: { stanza: at + 1, latin: inLatin, wolofal: inWolofal },
  };
}
