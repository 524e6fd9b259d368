/**
 * The free-text poem search rule (GET /api/poems/search and the poems screen's search box): a
 * poem matches when every term of the query occurs, as a substring, in its title, its content
 * or its poet's name, all compared in the folded form (`foldText`: case and accents ignored,
 * so `begg` finds `bëgg`). A query with no term matches every poem.
 *
 * The texts come in already folded because both callers cache the folding per poem: folding
 * 10,000 poems on every keystroke or request would be the slow part.
 */
import { normalizeWord } from './normalize-word';
import { scanWords } from './scan-words';
import { spellingKey } from './spelling-key';

/** A poem's searchable texts, each already folded with `foldText`. */
export interface FoldedPoemTexts {
  title: string;
  content: string;
  poet: string;
}

/** Whether a poem's folded texts hold every one of `terms` (from `foldTerms`). */
export function matchesSearchTerms(terms: readonly string[], texts: FoldedPoemTexts): boolean {
  return terms.every(
    (term) =>
      texts.title.includes(term) || texts.content.includes(term) || texts.poet.includes(term),
  );
}

/** How a poem answers a search with other spellings (matchWithSpellings). */
export type SpellingMatch = { alsoWritten: string[] } | null;

/**
 * The search rule with other spellings (spelling-key.ts): each term matches as in
 * matchesSearchTerms, or else through a whole word of the poem that shares its spelling key.
 * `formsOf(key)` gives the poem's words (title, content, poet; accents-kept normal forms) with
 * that key. Null when a term matches neither way; otherwise the spellings found for the terms
 * that did not match as typed (empty: an exact match, listed first).
 */
export function matchWithSpellings(
  terms: readonly string[],
  texts: FoldedPoemTexts,
  formsOf: (key: string) => readonly string[] | undefined,
): SpellingMatch {
  const alsoWritten = new Set<string>();
  for (const term of terms) {
    if (texts.title.includes(term) || texts.content.includes(term) || texts.poet.includes(term))
      continue;
    const forms = formsOf(spellingKey(term));
    if (!forms?.length) return null;
    for (const form of forms) alsoWritten.add(form);
  }
  return { alsoWritten: [...alsoWritten].sort() };
}

/** A poem's words by spelling key (accents-kept normal forms, sorted): what formsOf reads. */
export function formsBySpellingKey(...texts: readonly string[]): Map<string, string[]> {
  const sets = new Map<string, Set<string>>();
  for (const text of texts) {
    const normalized = normalizeWord(text);
    scanWords(normalized, (start, end) => {
      const form = normalized.slice(start, end);
      const key = spellingKey(form);
      const set = sets.get(key);
      if (set) set.add(form);
      else sets.set(key, new Set([form]));
    });
  }
  return new Map([...sets].map(([key, forms]) => [key, [...forms].sort()]));
}
