/**
 * The word index behind local word statistics (and search): for every accent-folded word,
 * the poems that may hold it. It lives in memory, built from the mirror and caught up from
 * it, and is never written to IndexedDB. Why (measured in Debian's Chromium, issue 6):
 * 10,000 poems of ~210 distinct words each are written in 0.8 s with no secondary index
 * but in 13 s with a multiEntry word index (2.1 million index entries), which alone breaks
 * the 5 s first sync; persistent postings per word would instead rewrite growing rows on
 * every synced page. Built here in one pass over the poems (each poem folded once, then
 * scanned), the index costs the first statistics query a read of the poems table, and then
 * a lookup costs a Map get; the first sync stays a plain bulkPut.
 *
 * Catching up is incremental: poems changed since the index's last `rev` come from the
 * `rev` index (Dexie v2); deletions are found by comparing primary keys, only when the
 * table changed; a mirror reset (meta `epoch`) starts over.
 *
 * The postings are a superset filter, exactly like the server's folded-content prefilter:
 * a poem that holds a word, accents kept or ignored, holds its folded form as a word
 * (@domain/words fold-text.ts and scan-words.ts). The counting itself is the domain's
 * `wordStatistics`, so local and server answers are equal.
 */
import type { Poem } from '@domain/schemas';
import { normalizeWord, scanWords } from '@domain/words';
import type { AppDb } from './db';

/** One poem as the index keeps it. */
export interface IndexedPoem {
  id: string;
  title: string;
  poetId: string;
  content: string;
  /** createdAt then id: the anthology order the server answers in. */
  order: string;
  rev: number;
}

/** Greek sigma lower-cases by context: words with it are never prefiltered (as on the server). */
const SIGMA = /[σςΣ]/;
const FOLD = { ignoreAccents: true } as const;

/** The index key of a word: its accent-folded normal form. */
export const indexKeyOf = (word: string) => normalizeWord(word.trim(), FOLD);

function wordsOf(content: string): Set<string> {
  const folded = normalizeWord(content, FOLD);
  const keys = new Set<string>();
  scanWords(folded, (start, end) => keys.add(folded.slice(start, end)));
  return keys;
}

const toIndexed = (poem: Poem): IndexedPoem => ({
  id: poem.id,
  title: poem.title,
  poetId: poem.poetId,
  content: poem.content,
  order: `${poem.createdAt} ${poem.id}`,
  rev: poem.rev,
});

const byOrder = (a: IndexedPoem, b: IndexedPoem) =>
  a.order < b.order ? -1 : a.order > b.order ? 1 : 0;

export class WordIndex {
  /** Slot → poem; an edited or deleted poem leaves a null slot (its postings go stale). */
  private slots: (IndexedPoem | null)[] = [];
  private slotOf = new Map<string, number>();
  private postings = new Map<string, number[]>();
  private lastRev = 0;
  private epoch: unknown = undefined;
  private pending: Promise<void> = Promise.resolve();

  get size(): number {
    return this.slotOf.size;
  }

  private clear() {
    this.slots = [];
    this.slotOf.clear();
    this.postings.clear();
    this.lastRev = 0;
  }

  private remove(id: string) {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.slots[slot] = null;
    this.slotOf.delete(id);
  }

  private add(entry: IndexedPoem) {
    const poem = entry;
    const existing = this.slotOf.get(poem.id);
    const current = existing === undefined ? null : this.slots[existing];
    // A counter bump moves rev but not the text: keep the slot and its postings.
    if (current && current.content === poem.content) {
      this.slots[existing!] = entry;
      return;
    }
    this.remove(poem.id);
    const slot = this.slots.length;
    this.slots.push(entry);
    this.slotOf.set(poem.id, slot);
    for (const key of wordsOf(poem.content)) {
      const list = this.postings.get(key);
      if (list) list.push(slot);
      else this.postings.set(key, [slot]);
    }
  }

  /** Rebuilds from scratch when more than half the slots are stale (after many edits). */
  private compactIfNeeded() {
    if (this.slots.length < 64 || this.slotOf.size * 2 > this.slots.length) return;
    const live = this.slots.filter((p): p is IndexedPoem => p !== null);
    const lastRev = this.lastRev;
    this.clear();
    for (const p of live) this.add(p);
    this.lastRev = lastRev;
  }

  private async catchUp(database: AppDb) {
    const epoch = (await database.meta.get('epoch'))?.value;
    if (epoch !== this.epoch) {
      this.clear();
      this.epoch = epoch;
    }
    const changed = await database.poems.where('rev').above(this.lastRev).toArray();
    for (const poem of changed) {
      this.add(toIndexed(poem));
      if (poem.rev > this.lastRev) this.lastRev = poem.rev;
    }
    if (changed.length > 0 || (await database.poems.count()) !== this.slotOf.size) {
      const present = new Set(await database.poems.toCollection().primaryKeys());
      for (const id of [...this.slotOf.keys()]) if (!present.has(id)) this.remove(id);
    }
    this.compactIfNeeded();
  }

  /** Brings the index up to date with the mirror (calls are serialised). */
  refresh(database: AppDb): Promise<void> {
    this.pending = this.pending.then(() => this.catchUp(database));
    return this.pending;
  }

  /** Poems that may hold `word` (accents kept or ignored), in the anthology order. */
  candidates(word: string): IndexedPoem[] {
    if (SIGMA.test(word)) {
      return this.slots.filter((p): p is IndexedPoem => p !== null).sort(byOrder);
    }
    const found: IndexedPoem[] = [];
    for (const slot of this.postings.get(indexKeyOf(word)) ?? []) {
      const poem = this.slots[slot];
      if (poem) found.push(poem);
    }
    return found.sort(byOrder);
  }
}

const indexes = new WeakMap<AppDb, WordIndex>();

/** The word index of `database`, up to date with it. */
export async function wordIndexOf(database: AppDb): Promise<WordIndex> {
  let index = indexes.get(database);
  if (!index) {
    index = new WordIndex();
    indexes.set(database, index);
  }
  await index.refresh(database);
  return index;
}
