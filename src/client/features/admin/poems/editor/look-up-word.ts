/**
 * The anthology's own glossary used as a dictionary while editing a poem: for a word picked in
 * the preview, its definitions for this poem (already done) and those written for other poems
 * or for every poem (a starting point). "The same word" is the domain's rule: the words of the
 * entry, normalised (`normalizeWord`), in a row; so `Gërëm` finds `gërëm` but not `gerem`.
 * No outside data: the glossary is the mirror's difficult words.
 */
import type { DifficultWord } from '@domain/schemas';
import { normalizeWord, scanWords } from '@domain/words';

/** A definition met elsewhere, once per distinct text, with the poems that use it. */
export interface DefinitionSuggestion {
  definition: string;
  explanation: string | null;
  /** Poems whose glossary has it (null: a word glossed for every poem). */
  poemIds: (string | null)[];
}

export interface WordLookUp {
  /** The entries of this word glossed for this poem. */
  here: DifficultWord[];
  /** Other poems' definitions of the word, the most used first. */
  elsewhere: DefinitionSuggestion[];
}

/** The matching key of a word or phrase: its normalised words joined by one space. */
export function wordKey(text: string): string {
  const words: string[] = [];
  scanWords(text, (start, end) => words.push(normalizeWord(text.slice(start, end))));
  return words.join(' ');
}

/** Returns what the glossary already says about `word`, for the poem `poemId` and elsewhere. */
export function lookUpWord(
  word: string,
  poemId: string | undefined,
  glossary: readonly DifficultWord[],
): WordLookUp {
  const key = wordKey(word);
  const here: DifficultWord[] = [];
  const elsewhere = new Map<string, DefinitionSuggestion>();
  if (key === '') return { here, elsewhere: [] };
  for (const entry of glossary) {
    if (wordKey(entry.word) !== key) continue;
    if (poemId !== undefined && entry.poemId === poemId) {
      here.push(entry);
      continue;
    }
    const text = entry.definition.trim();
    const explanation = entry.explanation?.trim() || null;
    const id = JSON.stringify([text, explanation]);
    const known = elsewhere.get(id);
    if (known) known.poemIds.push(entry.poemId);
    else elsewhere.set(id, { definition: text, explanation, poemIds: [entry.poemId] });
  }
  const suggestions = [...elsewhere.values()].sort((a, b) => b.poemIds.length - a.poemIds.length);
  return { here, elsewhere: suggestions };
}
