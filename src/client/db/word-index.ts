/**
 * The word index behind local word statistics: for every word (in its accents-kept normal
 * form), the poems that hold it, with the occurrences and the stanzas, computed once per
 * poem with the domain's own rules (splitStanzas, normalizeWord, wordBounds). A query then
 * reads its answer from the postings instead of counting through every poem.
 *
 * Why in memory and not an IndexedDB index (measured in Debian's Chromium): 10,000
 * poems of ~210 distinct words each are written in 0.8 s with no secondary index but in 13 s
 * with a multiEntry word index (2.1 million index entries), which alone breaks the 5 s first
 * sync; postings stored per word would rewrite growing rows on every synced page. Here the
 * first sync stays a plain bulkPut, the index is built from the mirror in one pass (in
 * slices that yield to the page, started in the background after a sync: see
 * warmWordIndex), and then a query is a Map lookup plus a sort of its poems.
 *
 * Each normal form is also filed under its spelling key (the domain's spellingKey, once per
 * distinct form), so a query finds the word's other spellings with one Map lookup.
 *
 * One set of postings serves both modes: the accent-folded form of a word is a function of
 * its normal form (normalizeWord(normalizeWord(w), fold) = normalizeWord(w, fold)), so an
 * "ignore accents" query merges the postings of every normal form that folds to it.
 *
 * Catching up is incremental: poems changed since the last `rev` come from the `rev` index
 * (Dexie v2); deletions are found by comparing primary keys, only when the table changed; a
 * mirror reset (meta `epoch`) starts over. An edited or deleted poem frees its slot, and its
 * stale postings are skipped (and dropped when more than half the slots are stale).
 *
 * Built once, not at every page: the sync indexes the poems of each feed page it writes
 * (index-while-syncing.ts, in the sync worker) and saves the index (word-index-snapshot.ts);
 * a page's first query loads that snapshot and catches up from its `rev`. Why: bench:offline
 * measured the build from the mirror at 1,256 ms on a quiet machine (733 ms reading 10,018
 * poems from IndexedDB, whole poems structured-cloned, + 413 ms indexing) and 3.3 s at load
 * 5, and no way of reading faster gained anything (chunks, pipelined, workers, raw IDB);
 * loading the saved index instead took 223 ms against the build's 1,068 ms at load 6.5, and
 * 561 ms against 6,499 ms at load 12 (docs/benchmarks.md).
 * Without a snapshot (a mirror from before it, or one made by an older app) the page builds
 * from the mirror as before. A snapshot holds no text: a poem's content is read from the
 * mirror when a query needs it (withContent) and kept in its slot.
 */
import Dexie from 'dexie';
import type { Poem } from '@domain/schemas';
import type { Change } from '@domain/sync';
import { normalizeWord, spellingKey, splitStanzas, wordBounds } from '@domain/words';
import { yieldToBrowser } from '../startup/yield-to-browser';
import type { AppDb, WordIndexSnapshot } from './db';
import { hashText } from './text-hash';
import { FormNumbers } from './word-index-forms';
import { loadSnapshot, snapshotKey } from './word-index-snapshot';

/** One poem as the index keeps it. */
export interface IndexedPoem {
  id: string;
  title: string;
  poetId: string;
  /** The text: kept when indexed here, read from the mirror on demand after a snapshot. */
  content?: string;
  /** hashText(content), computed when first needed. */
  textHash?: number;
  /** createdAt then id: the anthology order the server answers in. */
  order: string;
  rev: number;
}

/** A poem of the index with its text. */
export type PoemWithText = IndexedPoem & { content: string };

const textHashOf = (poem: IndexedPoem): number => (poem.textHash ??= hashText(poem.content!));

/**
 * A word's postings: `count` triples (slot, occurrences, stanza mask), in a buffer that
 * doubles when full. Typed, not three JS arrays: millions of numbers outside the
 * garbage collector's heap, which the index build otherwise spends much of its time in.
 * Bit 31 of a mask: stanza ≥ 31 too.
 */
class Postings {
  triples: Int32Array<ArrayBufferLike> = new Int32Array(12);
  count = 0;

  /** Postings read from a snapshot (a view of its buffer, copied on the first push). */
  static over(triples: Int32Array): Postings {
    const postings = new Postings();
    postings.triples = triples;
    postings.count = triples.length / 3;
    return postings;
  }

  push(slot: number, occurrences: number, mask: number) {
    let at = this.count * 3;
    if (at === this.triples.length) {
      const larger = new Int32Array(Math.max(12, at * 2));
      larger.set(this.triples);
      this.triples = larger;
    }
    this.triples[at++] = slot;
    this.triples[at++] = occurrences;
    this.triples[at] = mask;
    this.count += 1;
  }
}

/** One poem's figures for one word, in the anthology order (`rank`). */
export interface PostingHit {
  poem: IndexedPoem;
  rank: number;
  occurrences: number;
  /** Stanzas 0..30 as bits; bit 31 set when the word also occurs in a later stanza. */
  mask: number;
}

const FOLD = { ignoreAccents: true } as const;
const OVERFLOW = 31;
/** Indexing pauses for the page this often (ms): short tasks never hold up a tap. */
const SLICE_MS = 8;
/** Poems per read of the first build: small enough to overlap reading with indexing. */
const CHUNK = 1000;

const toIndexed = (poem: Poem): PoemWithText => ({
  id: poem.id,
  title: poem.title,
  poetId: poem.poetId,
  content: poem.content,
  order: `${poem.createdAt} ${poem.id}`,
  rev: poem.rev,
});

export class WordIndex {
  private slots: (IndexedPoem | null)[] = [];
  private slotOf = new Map<string, number>();
  /** Each normal form's number, and the postings by number (numbers keep the build's loop lean). */
  private forms = new FormNumbers();
  private postings: Postings[] = [];
  /** The words of the stanza being indexed, as offsets (wordBounds), reused. */
  private bounds: number[] = [];
  /**
   * One poem's counts by form number, reused from poem to poem: `countedIn` holds the slot + 1
   * whose counts `occurrences` and `masks` hold, so no count is allocated or cleared per poem.
   */
  private countedIn = new Int32Array(1024);
  private occurrences = new Int32Array(1024);
  private masks = new Int32Array(1024);
  /** Folded form → the normal forms that fold to it. */
  private variants = new Map<string, Set<string>>();
  /** Spelling key → the normal forms with that key (the word's other spellings). */
  private spellings = new Map<string, Set<string>>();
  /** Slot → position in the anthology order (recomputed after each change). */
  private rankOfSlot = new Int32Array(0);
  private lastRev = 0;
  private loadedRev = 0;
  private epoch: unknown = undefined;
  private pending: Promise<void> = Promise.resolve();
  /**
   * Set by Dexie's storagemutated event (fired for every committed write, in this tab or
   * another) when poems or meta may have changed: an unchanged mirror costs a query no
   * IndexedDB round trip at all.
   */
  private dirty = true;

  constructor(databaseName?: string) {
    if (!databaseName) return;
    const prefixes = [`idb://${databaseName}/poems/`, `idb://${databaseName}/meta/`];
    Dexie.on('storagemutated', (parts) => {
      if (Object.keys(parts).some((k) => prefixes.some((p) => k.startsWith(p)))) this.dirty = true;
    });
  }

  get size(): number {
    return this.slotOf.size;
  }

  private clear() {
    this.slots = [];
    this.slotOf.clear();
    this.forms.clear();
    this.postings = [];
    this.countedIn.fill(0);
    this.variants.clear();
    this.spellings.clear();
    this.lastRev = 0;
    this.loadedRev = 0;
  }

  private remove(id: string): boolean {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return false;
    this.slots[slot] = null;
    this.slotOf.delete(id);
    return true;
  }

  /** Indexes `entry`; false when only its counters moved (its postings stand). */
  private add(entry: PoemWithText): boolean {
    const existing = this.slotOf.get(entry.id);
    const current = existing === undefined ? null : this.slots[existing];
    // A counter bump moves rev but not the text: keep the slot and its postings. A slot
    // loaded from a snapshot has no text, only its hash.
    if (
      current &&
      current.title === entry.title &&
      (current.content === undefined
        ? current.textHash === textHashOf(entry)
        : current.content === entry.content)
    ) {
      this.slots[existing!] = { ...entry, textHash: current.textHash };
      return false;
    }
    this.remove(entry.id);
    const slot = this.slots.length;
    this.slots.push(entry);
    this.slotOf.set(entry.id, slot);
    const counted: number[] = [];
    // Normalising the whole text keeps its stanza breaks: it maps a few punctuation marks,
    // lower-cases and composes, none of which touches line breaks or turns a space into text.
    const stanzas = splitStanzas(normalizeWord(entry.content));
    for (let i = 0; i < stanzas.length; i += 1) {
      const bit = i < OVERFLOW ? 1 << i : 1 << OVERFLOW;
      const stanza = stanzas[i]!;
      const words = wordBounds(stanza, this.bounds);
      for (let w = 0; w < words; w += 1) {
        const start = this.bounds[2 * w]!;
        const end = this.bounds[2 * w + 1]!;
        let id = this.forms.find(stanza, start, end);
        if (id < 0) id = this.newForm(stanza.slice(start, end));
        if (this.countedIn[id] === slot + 1) {
          this.occurrences[id] = this.occurrences[id]! + 1;
          this.masks[id] = this.masks[id]! | bit;
        } else {
          this.countedIn[id] = slot + 1;
          this.occurrences[id] = 1;
          this.masks[id] = bit;
          counted.push(id);
        }
      }
    }
    for (const id of counted) {
      this.postings[id]!.push(slot, this.occurrences[id]!, this.masks[id]!);
    }
    return true;
  }

  /**
   * Numbers a normal form met for the first time and files it under its folded form and
   * spelling key (given when read from a snapshot).
   */
  private newForm(
    form: string,
    postings = new Postings(),
    folded = normalizeWord(form, FOLD),
    spelling = spellingKey(form),
  ): number {
    const id = this.forms.numberOf(form);
    this.postings.push(postings);
    if (id >= this.countedIn.length) {
      const grow = (counts: Int32Array) => {
        const larger = new Int32Array(counts.length * 2);
        larger.set(counts);
        return larger;
      };
      this.countedIn = grow(this.countedIn);
      this.occurrences = grow(this.occurrences);
      this.masks = grow(this.masks);
    }
    const forms = this.variants.get(folded);
    if (forms) forms.add(form);
    else this.variants.set(folded, new Set([form]));
    const same = this.spellings.get(spelling);
    if (same) same.add(form);
    else this.spellings.set(spelling, new Set([form]));
    return id;
  }

  private rerank() {
    const live = this.allSlots();
    this.rankOfSlot = new Int32Array(this.slots.length);
    live.forEach((slot, rank) => (this.rankOfSlot[slot] = rank));
  }

  /** Rebuilds from the live poems when more than half the slots are stale (after many edits). */
  private compactIfNeeded() {
    if (this.slots.length < 64 || this.slotOf.size * 2 > this.slots.length) return;
    // Through the snapshot's layout, which keeps only the live slots: a slot loaded from a
    // snapshot has no text to index again. The texts already read stay.
    const texts = new Map<string, string>();
    for (const p of this.slots) if (p?.content !== undefined) texts.set(p.id, p.content);
    const loadedRev = this.loadedRev;
    this.restore(this.toSnapshot());
    this.loadedRev = loadedRev;
    for (const p of this.slots) p!.content = texts.get(p!.id);
  }

  /** Indexes `poems`, pausing for the page every SLICE_MS. */
  private async addAll(poems: readonly Poem[]) {
    let sliceStart = performance.now();
    for (const poem of poems) {
      this.add(toIndexed(poem));
      if (poem.rev > this.lastRev) this.lastRev = poem.rev;
      if (performance.now() - sliceStart > SLICE_MS) {
        await yieldToBrowser();
        sliceStart = performance.now();
      }
    }
  }

  /**
   * The first build: the whole mirror read in primary-key order, CHUNK poems at a time, the
   * next chunk's read running while this one is indexed (IndexedDB reads off the page's
   * thread), instead of one read of every poem through the `rev` index before any indexing.
   * The reads are separate transactions, so a poem the sync writes meanwhile may be missed
   * or seen: the index then stands at the newest `rev` it held BEFORE the first read, and
   * the next refresh (the write marked it dirty) catches up from there.
   */
  private async build(database: AppDb) {
    const newest = (await database.poems.orderBy('rev').last())?.rev ?? 0;
    const read = (after: string | undefined) =>
      (after === undefined
        ? database.poems.orderBy(':id')
        : database.poems.where(':id').above(after)
      )
        .limit(CHUNK)
        .toArray();
    let next: Promise<Poem[]> | null = read(undefined);
    while (next) {
      const poems: Poem[] = await next;
      next = poems.length === CHUNK ? read(poems.at(-1)!.id) : null;
      await this.addAll(poems);
    }
    this.lastRev = newest;
    this.rerank();
  }

  private async catchUp(database: AppDb) {
    const epoch = (await database.meta.get('epoch'))?.value;
    if (epoch !== this.epoch) {
      this.clear();
      this.epoch = epoch;
    }
    if (this.slotOf.size === 0 && this.lastRev === 0) {
      const snapshot = await loadSnapshot(database);
      if (!snapshot || snapshot.epoch !== epoch) return this.build(database);
      this.restore(snapshot);
    }
    const changed = await database.poems.where('rev').above(this.lastRev).toArray();
    await this.addAll(changed);
    let removed = false;
    if (changed.length > 0 || (await database.poems.count()) !== this.slotOf.size) {
      const present = new Set(await database.poems.toCollection().primaryKeys());
      for (const id of [...this.slotOf.keys()]) {
        if (!present.has(id)) {
          this.remove(id);
          removed = true;
        }
      }
    }
    if (changed.length > 0 || removed) {
      this.compactIfNeeded();
      this.rerank();
    }
  }

  /**
   * Indexes the poem changes of a feed page the sync just wrote into the mirror (in the
   * feed's order), as the catch-up would from the mirror.
   */
  applyFeed(changes: readonly Change[]): void {
    for (const change of changes) {
      if (change.entity !== 'poems') continue;
      if (change.op === 'delete') {
        this.remove(change.id);
        continue;
      }
      const poem = change.row as Poem;
      this.add(toIndexed(poem));
      if (poem.rev > this.lastRev) this.lastRev = poem.rev;
    }
  }

  /** The `lastRev` of the snapshot this index was loaded from (0: built from the mirror). */
  get snapshotRev(): number {
    return this.loadedRev;
  }

  /** The index as the next page loads it (WordIndexSnapshot): live poems only, in rank order. */
  toSnapshot(): WordIndexSnapshot {
    const live = this.allSlots();
    const rank = new Int32Array(this.slots.length).fill(-1);
    live.forEach((slot, r) => (rank[slot] = r));
    const poems = live.map((slot) => this.slots[slot]!);
    // Filled in place: a JS array of 3 million numbers, then copied, cost the sync a second.
    let room = 0;
    for (const { count } of this.postings) room += count * 3;
    const triples = new Int32Array(room);
    const forms: string[] = [];
    const starts: number[] = [0];
    let at = 0;
    this.forms.forms.forEach((form, id) => {
      const { triples: own, count } = this.postings[id]!;
      const before = at;
      for (let i = 0; i < count * 3; i += 3) {
        const r = rank[own[i]!]!;
        if (r < 0) continue;
        triples[at++] = r;
        triples[at++] = own[i + 1]!;
        triples[at++] = own[i + 2]!;
      }
      if (at === before) return;
      forms.push(form);
      starts.push(at / 3);
    });
    return {
      key: snapshotKey(this.lastRev),
      epoch: this.epoch,
      lastRev: this.lastRev,
      ids: poems.map((p) => p.id),
      titles: poems.map((p) => p.title),
      poetIds: poems.map((p) => p.poetId),
      orders: poems.map((p) => p.order),
      revs: Float64Array.from(poems, (p) => p.rev),
      textHashes: Float64Array.from(poems, textHashOf),
      forms,
      folds: forms.map((form) => normalizeWord(form, FOLD)),
      keys: forms.map((form) => spellingKey(form)),
      starts: Int32Array.from(starts),
      postings: at === room ? triples : triples.slice(0, at),
    };
  }

  /** Takes the state of a snapshot (the caller checked its epoch). */
  private restore(snapshot: WordIndexSnapshot) {
    this.clear();
    this.lastRev = snapshot.lastRev;
    this.loadedRev = snapshot.lastRev;
    snapshot.ids.forEach((id, slot) => {
      this.slots.push({
        id,
        title: snapshot.titles[slot]!,
        poetId: snapshot.poetIds[slot]!,
        order: snapshot.orders[slot]!,
        rev: snapshot.revs[slot]!,
        textHash: snapshot.textHashes[slot]!,
      });
      this.slotOf.set(id, slot);
    });
    const { starts, postings } = snapshot;
    snapshot.forms.forEach((form, f) => {
      const own = postings.subarray(starts[f]! * 3, starts[f + 1]! * 3);
      this.newForm(form, Postings.over(own), snapshot.folds[f], snapshot.keys[f]);
    });
    this.rankOfSlot = Int32Array.from(snapshot.ids, (_, slot) => slot);
  }

  /**
   * `poems` with their texts: a slot loaded from a snapshot reads its text from the mirror
   * (one bulkGet) and keeps it. A poem whose text changed meanwhile is answered with the
   * mirror's text and not kept (the next refresh re-indexes it).
   */
  async withContent(database: AppDb, poems: readonly IndexedPoem[]): Promise<PoemWithText[]> {
    const missing = poems.filter((p) => p.content === undefined);
    const read = new Map<string, string>();
    if (missing.length > 0) {
      const rows = await database.poems.bulkGet(missing.map((p) => p.id));
      missing.forEach((poem, i) => {
        const content = rows[i]?.content ?? '';
        if (hashText(content) === poem.textHash) poem.content = content;
        else read.set(poem.id, content);
      });
    }
    return poems.map((p) =>
      p.content === undefined ? { ...p, content: read.get(p.id)! } : (p as PoemWithText),
    );
  }

  /** Brings the index up to date with the mirror (calls are serialised). */
  refresh(database: AppDb): Promise<void> {
    if (!this.dirty) return this.pending;
    this.dirty = false;
    const run = this.pending.then(() => this.catchUp(database));
    this.pending = run.catch(() => undefined);
    return run;
  }

  /** The normal forms indexed with spelling key `key` (some may no longer be in a poem). */
  formsWithKey(key: string): ReadonlySet<string> {
    return this.spellings.get(key) ?? new Set();
  }

  /**
   * The live poems holding, for each key of `keys`, a word with that spelling key, in the
   * anthology order: every poem that may hold a phrase of such words, in either mode.
   */
  poemsWithKeys(keys: readonly string[]): IndexedPoem[] {
    let slots: Set<number> | null = null;
    for (const key of keys) {
      const holding = new Set<number>();
      for (const form of this.formsWithKey(key)) {
        const id = this.forms.find(form, 0, form.length);
        if (id < 0) continue;
        const { triples, count } = this.postings[id]!;
        for (let i = 0; i < count * 3; i += 3) {
          const slot = triples[i]!;
          if (this.slots[slot] && (slots === null || slots.has(slot))) holding.add(slot);
        }
      }
      slots = holding;
    }
    return [...(slots ?? [])]
      .sort((a, b) => this.rankOfSlot[a]! - this.rankOfSlot[b]!)
      .map((slot) => this.slots[slot]!);
  }

  /** The position of a live poem in the anthology order. */
  rankOf(id: string): number {
    const slot = this.slotOf.get(id);
    return slot === undefined ? -1 : this.rankOfSlot[slot]!;
  }

  /** The live slots, in the anthology order. */
  private allSlots(): number[] {
    const live: number[] = [];
    for (let s = 0; s < this.slots.length; s += 1) if (this.slots[s]) live.push(s);
    return live.sort((a, b) => (this.slots[a]!.order < this.slots[b]!.order ? -1 : 1));
  }

  /** Every live poem, in the anthology order. */
  allPoems(): IndexedPoem[] {
    return this.allSlots().map((slot) => this.slots[slot]!);
  }

  /**
   * The poems holding `normalized` (a normal form; with `ignoreAccents`, a folded one), with
   * their occurrences and stanza masks, in the anthology order.
   */
  hits(normalized: string, ignoreAccents: boolean): PostingHit[] {
    const forms = ignoreAccents ? [...(this.variants.get(normalized) ?? [])] : [normalized];
    const bySlot = new Map<number, PostingHit>();
    for (const form of forms) {
      const id = this.forms.find(form, 0, form.length);
      if (id < 0) continue;
      const { triples, count } = this.postings[id]!;
      for (let i = 0; i < count * 3; i += 3) {
        const slot = triples[i]!;
        const poem = this.slots[slot];
        if (!poem) continue;
        const hit = bySlot.get(slot);
        if (hit) {
          hit.occurrences += triples[i + 1]!;
          hit.mask |= triples[i + 2]!;
        } else {
          bySlot.set(slot, {
            poem,
            rank: this.rankOfSlot[slot]!,
            occurrences: triples[i + 1]!,
            mask: triples[i + 2]!,
          });
        }
      }
    }
    return [...bySlot.values()].sort((a, b) => a.rank - b.rank);
  }
}

const indexes = new WeakMap<AppDb, WordIndex>();

/** The word index of `database`, up to date with it. */
export async function wordIndexOf(database: AppDb): Promise<WordIndex> {
  let index = indexes.get(database);
  if (!index) {
    index = new WordIndex(database.name);
    indexes.set(database, index);
  }
  await index.refresh(database);
  return index;
}

/** Builds or catches up the index in the background (after a sync), so queries find it warm. */
export function warmWordIndex(database: AppDb): void {
  wordIndexOf(database).catch((error: unknown) => console.warn('Word index failed', error));
}
