/**
 * The free-text poem search rule (GET /api/poems/search and the poems screen's search box): a
 * poem matches when every term of the query occurs, as a substring, in its title, its content
 * or its poet's name, all compared in the folded form (`foldText`: case and accents ignored,
 * so `begg` finds `bëgg`). A query with no term matches every poem.
 *
 * The texts come in already folded because both callers cache the folding per poem: folding
 * 10,000 poems on every keystroke or request would be the slow part.
 */

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
