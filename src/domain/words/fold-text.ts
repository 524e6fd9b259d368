/**
 * The form in which free-text search compares texts: the domain's word normaliser with
 * accents ignored (lower case, ’ → ', marks removed), then decomposed (NFD).
 *
 * Decomposing after folding makes folding work character by character, so "A contains B"
 * survives it: if a text holds a word (accents kept or not), the folded text holds the
 * folded word. That is what lets the word statistics use it as a safe prefilter. It is for
 * substring search only; word equality is the domain's (`@domain/words`).
 */
import { normalizeWord } from './normalize-word';

/** Returns the accent- and case-insensitive search form of `text`. */
export function foldText(text: string): string {
  return normalizeWord(text, { ignoreAccents: true }).normalize('NFD');
}

/** Returns the folded terms of a search query (split on white space, empty ones dropped). */
export function foldTerms(query: string): string[] {
  return foldText(query).split(/\s+/u).filter(Boolean);
}
