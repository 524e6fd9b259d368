/**
 * Whole-word counting of one normalised word in a text or a poem: the hot path of the word
 * statistics, run over every poem of the anthology on each request.
 *
 * The text is normalised once (normalizeWord works char by char), the word is searched as a
 * substring, and each hit is kept if it is a whole word there (word-boundary.ts): no string is
 * allocated per word, and a poem without the substring is never split into stanzas or tokenised.
 * This equals "normalise every word of the original text", because
 * normalisation maps word characters to word characters and separators to separators (see
 * scan-words.ts). The one exception is Greek sigma, which toLowerCase picks from the context:
 * a word with a sigma is therefore compared word by word (lower-case-depends-on-context.ts). Equality is whole-word: `sañ` never counts
 * `sañ-sañ`.
 */
import { normalizeWord, type NormalizeOptions } from './normalize-word';
import { scanWords } from './scan-words';
import { splitStanzas } from './split-stanzas';
import { isWholeWordAt } from './word-boundary';
import { lowerCaseDependsOnContext } from './lower-case-depends-on-context';

/** Occurrences of a word in one poem and the 0-based stanzas that hold it (ascending). */
export type PoemWordCount = { occurrences: number; stanzaIndices: number[] };

function countInNormalized(normalizedText: string, word: string): number {
  let count = 0;
  for (
    let at = normalizedText.indexOf(word);
    at !== -1;
    at = normalizedText.indexOf(word, at + 1)
  ) {
    if (isWholeWordAt(normalizedText, at, at + word.length)) count += 1;
  }
  return count;
}

function countWordByWord(text: string, word: string, options?: NormalizeOptions): number {
  let count = 0;
  scanWords(text, (start, end) => {
    if (normalizeWord(text.slice(start, end), options) === word) count += 1;
  });
  return count;
}

/** Returns how many words of `text` normalise to `normalizedWord` (already normalised). */
export function countWordInText(
  text: string,
  normalizedWord: string,
  options?: NormalizeOptions,
): number {
  if (normalizedWord === '') return 0;
  if (lowerCaseDependsOnContext(normalizedWord))
    return countWordByWord(text, normalizedWord, options);
  return countInNormalized(normalizeWord(text, options), normalizedWord);
}

/** Returns the occurrences of `normalizedWord` in a poem's content, per stanza. */
export function countWordInPoem(
  content: string,
  normalizedWord: string,
  options?: NormalizeOptions,
): PoemWordCount {
  const result: PoemWordCount = { occurrences: 0, stanzaIndices: [] };
  if (normalizedWord === '') return result;
  const mayHold =
    lowerCaseDependsOnContext(normalizedWord) ||
    normalizeWord(content, options).includes(normalizedWord);
  if (!mayHold) return result;
  const stanzas = splitStanzas(content);
  for (let index = 0; index < stanzas.length; index += 1) {
    const count = countWordInText(stanzas[index] ?? '', normalizedWord, options);
    if (count > 0) {
      result.occurrences += count;
      result.stanzaIndices.push(index);
    }
  }
  return result;
}
