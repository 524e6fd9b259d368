/**
 * The Wolof spelling key: one form for the spellings a reader meets of the same word, so that
 * "Serigne" finds sëriñ, "khaliss" finds xaalis, "Ndiaye" finds Njaay and "bouki" finds bukki.
 *
 * Most readers write Wolof as French schooling taught them, not in the official orthography.
 * The key is built from the two orthographies, not from a list of words: each rule undoes one
 * French habit (src/domain/words/README.md lists every rule with its reason and an example).
 * It works on ONE word (scan-words.ts); whole words stay whole words, so the key of "xam" never
 * meets the key of "xaalis". The key ignores accents entirely (it starts from the accent-folded
 * form), so a word and its accent-stripped form always share a key.
 *
 * Precision first: every rule fires only where the official orthography cannot hold the same
 * letters (no official word writes "kh", "dj", "ou", "eu", "tch"...), except the few merges the
 * README lists as accepted (vowel length, the three e's, a final e after a consonant).
 */
import { normalizeWord } from './normalize-word';

const VOWEL = '[aeiou]';

/** French digraphs and their official Wolof letter, in the order they must apply. */
const DIGRAPHS: ReadonlyArray<readonly [RegExp, string]> = [
  // ŋ has no decomposition; French-based spelling writes it "ng".
  [/ŋ/g, 'ng'],
  // c (a palatal stop) is written tch, thi + vowel, ch, or ti + vowel: "Thiès" for Cees.
  [/tch/g, 'c'],
  [new RegExp(`thi(?=[aeou])`, 'g'), 'c'],
  [/th/g, 't'],
  [/ch/g, 'c'],
  [new RegExp(`ti(?=[aeou])`, 'g'), 'c'],
  // x is written kh: "khaliss" for xaalis.
  [/kh/g, 'x'],
  // j is written dj, or di + vowel: "Djiguéne" for jigéen, "Ndiaye" for Njaay (ndi → nj).
  [/dj/g, 'j'],
  [new RegExp(`di(?=[aeou])`, 'g'), 'j'],
  // ñ is written gn, ny or ni + vowel ("Serigne" for sëriñ, "Niang" for Ñaŋ); after n,
  // "ngn" is ng + n ("tangna").
  [/(?<!n)gn/g, 'n'],
  [/ny/g, 'n'],
  [new RegExp(`ni(?=[aeou])`, 'g'), 'n'],
  // French needs a u to keep g hard before e and i: "Djiguéne".
  [/gu(?=[ei])/g, 'g'],
  // k is written ck: "Mbacké" for Mbàkke. (Not qu: Wolof q is a letter of its own, "laqu".)
  [/ck/g, 'k'],
  // w is written ou before a vowel at the start of a word: "Ouolof" for Wolof.
  [new RegExp(`^ou(?=${VOWEL})`), 'w'],
  // u is written ou: "bouki" for bukki, "dou" for du.
  [/ou/g, 'u'],
  // ë is written eu: "deuk" for dëkk.
  [/eu/g, 'e'],
  // A final h after a vowel is silent: "amineuh", "neh".
  [new RegExp(`(?<=${VOWEL})h$`), ''],
];

/**
 * The final e French spelling adds after a consonant it would otherwise not pronounce: after
 * gn ("Serigne"), after a vowel and y ("Ndiaye", "séye") and in "-ène" ("Djiguéne"). Tested
 * before the digraphs (gn is still gn). After a long vowel ("waaye": official spelling) and
 * everywhere else the final e is a Wolof vowel: "xale", "waaye" keep it.
 */
function dropSilentFinalE(word: string): string {
  if (!word.endsWith('e')) return word;
  const stem = word.slice(0, -1);
  // As in the digraph rule, "ngn" is ng + n, not ñ: "tangne" keeps its e.
  if (/(?<!n)gn$/.test(stem)) return stem;
  const silent = /(?:[aeiou]y|en)$/.test(stem) && !/([aeiou])\1[yn]$/.test(stem);
  return silent ? stem : word;
}
/** Vowel length and consonant doubling are not written by French-based spelling. */
const DOUBLED = /(.)\1+/g;

/**
 * Keys already computed: an anthology repeats its words, and indexing 10,000 poems asks for
 * the key of each of their 2 million words. Bounded: emptied when full.
 */
const known = new Map<string, string>();
const KNOWN_MAX = 200_000;

/** Returns the spelling key of one word (any case, any accents). */
export function spellingKey(word: string): string {
  let key = known.get(word);
  if (key === undefined) {
    if (known.size >= KNOWN_MAX) known.clear();
    known.set(word, (key = computeKey(word)));
  }
  return key;
}

/**
 * One pass can form a new digraph ("euua": eu → e leaves "eua"; "oouu" collapses to "ou"), so
 * the letter rules are applied until they change nothing. Terminates: after the first pass
 * (the only one that can lengthen, ŋ → ng) every rule that fires shortens the word. The final
 * e is decided once, on the word as written: it depends on vowel length, which the key drops.
 */
function computeKey(word: string): string {
  let key = dropSilentFinalE(normalizeWord(word, { ignoreAccents: true }));
  for (let previous = ''; previous !== key;) {
    previous = key;
    for (const [pattern, letter] of DIGRAPHS) key = key.replace(pattern, letter);
    key = key.replace(DOUBLED, '$1');
  }
  return key;
}
