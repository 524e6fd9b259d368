/**
 * Word statistics (SPEC word statistics, DESIGN.md section 6): in how many poems, how often and in
 * which stanzas a word occurs. Poems come back in input order, only those with an occurrence.
 * Invalid queries throw; callers that answer users (the API) run parseWordQuery first.
 */
import { countWordInPoem } from './count-word';
import type { NormalizeOptions } from './normalize-word';
import { parseWordQuery } from './parse-word-query';

/** Per-poem part of WordStatistics. */
export type PoemWordStatistics = { poemId: string; occurrences: number; stanzaIndices: number[] };

/** The answer of wordStatistics; `normalized` is the form that was matched. */
export type WordStatistics = {
  word: string;
  normalized: string;
  ignoreAccents: boolean;
  poemCount: number;
  totalOccurrences: number;
  poems: PoemWordStatistics[];
};

/** Returns the statistics of `query` over `poems`; throws RangeError if it is not one word. */
export function wordStatistics(
  query: string,
  poems: ReadonlyArray<{ id: string; content: string }>,
  options?: NormalizeOptions,
): WordStatistics {
  const ignoreAccents = options?.ignoreAccents === true;
  const parsed = parseWordQuery(query, { ignoreAccents });
  if (!parsed.ok) throw new RangeError(`Invalid word query (${parsed.reason})`);
  if (parsed.words.length !== 1) throw new RangeError('A phrase: count it with phraseStatistics');
  const found: PoemWordStatistics[] = [];
  let totalOccurrences = 0;
  for (const poem of poems) {
    const count = countWordInPoem(poem.content, parsed.normalized, { ignoreAccents });
    if (count.occurrences === 0) continue;
    found.push({ poemId: poem.id, ...count });
    totalOccurrences += count.occurrences;
  }
  return {
    word: query,
    normalized: parsed.normalized,
    ignoreAccents,
    poemCount: found.length,
    totalOccurrences,
    poems: found,
  };
}
