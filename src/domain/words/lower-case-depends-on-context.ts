/**
 * Greek sigma is the one letter whose lower case depends on its neighbours: `toLowerCase`
 * turns Σ into ς at the end of a word and into σ elsewhere, and "the end of a word" for that
 * Unicode rule is not the tokenizer's (an apostrophe or a full stop does not end it: `ΟΔΟΣ.Α`
 * lower-cases to `οδοσ.α`, while its word `ΟΔΟΣ` alone gives `οδος`). A word holding a sigma
 * therefore cannot be found by searching the normalised text as a whole: it is compared word
 * by word, and no substring prefilter may drop a poem for it.
 *
 * Capital Σ is included: callers test the word as typed (the server route, the device's
 * statistics) as well as normalised words (where only σ and ς remain).
 */
const SIGMA = /[σςΣ]/;

/** True when normalising `word` alone may differ from normalising it inside a text. */
export function lowerCaseDependsOnContext(word: string): boolean {
  return SIGMA.test(word);
}
