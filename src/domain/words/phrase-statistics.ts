/**
 * Phrase statistics: in how many poems, how often and in which stanzas a phrase ("mbaar ma")
 * occurs, with the answer's shape of a single word (word-spellings.ts). The server and the
 * device both count a phrase with this one function over the poems that may hold it, so their
 * answers are equal field by field.
 *
 * The rule, which is also the one that marks a phrase in a stanza (find-word-spans.ts):
 * - a phrase occurs where its words are consecutive words of ONE stanza (scan-words.ts),
 *   separated by whitespace only: a line break inside the stanza joins, punctuation or a
 *   stanza break does not ("mbaar, ma" is not "mbaar ma");
 * - each word compares as a single word does: normalised, accents folded with `ignoreAccents`;
 *   with `variants`, a word with the same spelling key (spelling-key.ts) matches too, and the
 *   occurrence counts for the spelling the poem holds (its words' normal forms joined by a
 *   space, "also written: mbàar maa"), exactly as another spelling of a single word;
 * - occurrences do not overlap: after a match, the search goes on after its last word (as the
 *   marks in a stanza), so "ma ma" occurs once in "ma ma ma".
 */
import { normalizeWord } from './normalize-word';
import { parseWordQuery } from './parse-word-query';
import { scanWords } from './scan-words';
import { spellingKey } from './spelling-key';
import { splitStanzas } from './split-stanzas';
import type { PoemWordStatistics } from './word-statistics';
import {
  withVariants,
  withoutVariants,
  type SpellingStatistics,
  type VariantFigures,
} from './word-spellings';

/** One word of a stanza: where it ends and starts, its normal form and its compared form. */
type Token = { start: number; end: number; form: string; compared: string };

const WHITESPACE_ONLY = /^\s+$/;

function tokensOf(stanza: string, ignoreAccents: boolean): Token[] {
  const tokens: Token[] = [];
  scanWords(stanza, (start, end) => {
    const word = stanza.slice(start, end);
    const form = normalizeWord(word);
    const compared = ignoreAccents ? normalizeWord(word, { ignoreAccents }) : form;
    tokens.push({ start, end, form, compared });
  });
  return tokens;
}

/** A poem's figures being gathered: occurrences and the stanzas that hold them. */
class Tally {
  occurrences = 0;
  stanzas = new Set<number>();

  add(stanza: number) {
    this.occurrences += 1;
    this.stanzas.add(stanza);
  }

  figures(poemId: string): PoemWordStatistics {
    const stanzaIndices = [...this.stanzas].sort((a, b) => a - b);
    return { poemId, occurrences: this.occurrences, stanzaIndices };
  }
}

/**
 * Returns the statistics of the phrase `query` (parseWordQuery must accept it) over `poems`,
 * given in the anthology order; `rank` is a poem's place in that order. Poems that cannot
 * hold the phrase may be left out by the caller (a prefilter), never reordered.
 */
export function phraseStatistics(
  query: string,
  poems: ReadonlyArray<{ id: string; content: string }>,
  { ignoreAccents, variants }: { ignoreAccents: boolean; variants: boolean },
  rank: (poemId: string) => number,
): SpellingStatistics {
  const parsed = parseWordQuery(query, { ignoreAccents });
  if (!parsed.ok) throw new RangeError(`Invalid word query (${parsed.reason})`);
  const asked = parsed.words;
  const keys = asked.map((word) => spellingKey(word));
  const keyOf = new Map<string, string>();
  const sameKey = (form: string, at: number) => {
    let key = keyOf.get(form);
    if (key === undefined) {
      key = spellingKey(form);
      keyOf.set(form, key);
    }
    return key === keys[at];
  };

  /** The spelling matched at `at` (null when exact), or undefined when the phrase is not there. */
  const matchAt = (stanza: string, tokens: Token[], at: number): string | null | undefined => {
    let exact = true;
    for (let k = 0; k < asked.length; k += 1) {
      const token = tokens[at + k]!;
      if (k > 0 && !WHITESPACE_ONLY.test(stanza.slice(tokens[at + k - 1]!.end, token.start)))
        return undefined;
      if (token.compared === asked[k]) continue;
      if (!variants || !sameKey(token.form, k)) return undefined;
      exact = false;
    }
    if (exact) return null;
    return tokens
      .slice(at, at + asked.length)
      .map((token) => token.form)
      .join(' ');
  };

  const exactPoems: PoemWordStatistics[] = [];
  const variantPoems = new Map<string, PoemWordStatistics[]>();
  let totalOccurrences = 0;
  for (const poem of poems) {
    const exact = new Tally();
    const others = new Map<string, Tally>();
    splitStanzas(poem.content).forEach((stanza, index) => {
      const tokens = tokensOf(stanza, ignoreAccents);
      for (let at = 0; at + asked.length <= tokens.length;) {
        const spelling = matchAt(stanza, tokens, at);
        if (spelling === undefined) {
          at += 1;
          continue;
        }
        if (spelling === null) exact.add(index);
        else {
          let tally = others.get(spelling);
          if (!tally) {
            tally = new Tally();
            others.set(spelling, tally);
          }
          tally.add(index);
        }
        at += asked.length;
      }
    });
    if (exact.occurrences > 0) {
      exactPoems.push(exact.figures(poem.id));
      totalOccurrences += exact.occurrences;
    }
    for (const [spelling, tally] of others) {
      const list = variantPoems.get(spelling) ?? [];
      list.push(tally.figures(poem.id));
      variantPoems.set(spelling, list);
    }
  }
  const stats = {
    word: query,
    normalized: parsed.normalized,
    ignoreAccents,
    poemCount: exactPoems.length,
    totalOccurrences,
    poems: exactPoems,
  };
  if (!variants) return withoutVariants(stats);
  const figures: VariantFigures[] = [...variantPoems.keys()]
    .sort()
    .map((spelling) => ({ spelling, poems: variantPoems.get(spelling)! }));
  return withVariants(stats, figures, rank);
}
