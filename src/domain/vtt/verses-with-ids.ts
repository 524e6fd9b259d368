import { splitStanzas, splitVerses } from '../words';

/** A verse of a poem with its cue id `s<stanza>-v<verse>` (1-based, verse count restarts). */
export type VttVerse = { id: string; text: string };

/** Returns the verses of a poem's content, trimmed, with the ids used by its cue files. */
export function versesWithIds(content: string): VttVerse[] {
  return splitStanzas(content).flatMap((stanza, stanzaIndex) =>
    splitVerses(stanza).map((verse, verseIndex) => ({
      id: `s${stanzaIndex + 1}-v${verseIndex + 1}`,
      text: verse.trim(),
    })),
  );
}
