/**
 * Each indexed poem's words by spelling key, answered as the domain's formsBySpellingKey over its
 * content (the word statistics) or its title and content (the search) would answer them.
 *
 * Why not keep that Map per poem: on the 10,000-poem benchmark corpus the maps held 2 million
 * entries (a key, an array and its strings each) for 1,577 distinct words, about 230 MB of
 * JavaScript heap, most of the server's memory. So each distinct word is kept once, in one
 * vocabulary with its spelling key, and a poem keeps only the sorted numbers of its words (a
 * few hundred bytes). A key's forms are kept sorted, so a poem's forms of a key come out in
 * formsBySpellingKey's order. The vocabulary only grows: its size is the number of distinct
 * words ever written in the anthology, not the number of poems.
 *
 * Computed on first use and kept with the poem object: the index replaces a poem's object when
 * its text changes, so a WeakMap on it is never stale and forgets deleted poems.
 */
import { normalizeWord, spellingKey, wordsOf } from '@domain/words';
import type { IndexedPoem } from './poem-index';

/** A poem's words with one spelling key (accents-kept normal forms, sorted), as a Map reads. */
export interface PoemSpellings {
  has(key: string): boolean;
  /** The poem's forms with that key; undefined when it has none. */
  get(key: string): string[] | undefined;
}

const idOfForm = new Map<string, number>();
const forms: string[] = [];
/** Each key's form ids, sorted by their form (the default string order, as formsBySpellingKey). */
const idsOfKey = new Map<string, number[]>();

function intern(match: string): number {
  const known = idOfForm.get(match);
  if (known !== undefined) return known;
  // A fresh string: a match may be a slice that keeps the whole poem's text alive.
  const form = [...match].join('');
  const id = forms.length;
  forms.push(form);
  idOfForm.set(form, id);
  const key = spellingKey(form);
  const ids = idsOfKey.get(key);
  if (!ids) idsOfKey.set(key, [id]);
  else {
    const at = ids.findIndex((other) => forms[other]! > form);
    ids.splice(at < 0 ? ids.length : at, 0, id);
  }
  return id;
}

/** The sorted ids of the distinct words of `text`. */
function wordIds(text: string): Int32Array {
  const ids = new Set<number>();
  for (const match of wordsOf(normalizeWord(text))) ids.add(intern(match));
  return Int32Array.from(ids).sort();
}

function holds(ids: Int32Array, id: number): boolean {
  let low = 0;
  let high = ids.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const at = ids[mid]!;
    if (at === id) return true;
    if (at < id) low = mid + 1;
    else high = mid - 1;
  }
  return false;
}

function spellings(holder: (id: number) => boolean): PoemSpellings {
  return {
    has: (key) => idsOfKey.get(key)?.some(holder) ?? false,
    get(key) {
      const found = idsOfKey.get(key)?.filter(holder);
      return found?.length ? found.map((id) => forms[id]!) : undefined;
    },
  };
}

type Words = { content: Int32Array; title: Int32Array };
const cache = new WeakMap<IndexedPoem, Words>();

function of(poem: IndexedPoem): Words {
  let hit = cache.get(poem);
  if (!hit) {
    hit = { content: wordIds(poem.content), title: wordIds(poem.title) };
    cache.set(poem, hit);
  }
  return hit;
}

/** The words of the poem's content by spelling key. */
export function spellingsOf(poem: IndexedPoem): PoemSpellings {
  const { content } = of(poem);
  return spellings((id) => holds(content, id));
}

/** The words of the poem's title and content by spelling key. */
export function textSpellingsOf(poem: IndexedPoem): PoemSpellings {
  const { content, title } = of(poem);
  return spellings((id) => holds(content, id) || holds(title, id));
}
