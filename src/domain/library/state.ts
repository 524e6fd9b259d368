/**
 * A reader's library as a state-based CRDT: what a replica holds after some set of
 * operations, and the join of two replicas. Each operation becomes a tiny state (`deltaOf`)
 * joined into the replica, so applying operations and merging replicas are one function, and
 * that function is commutative, associative and idempotent (lattice.ts). Two devices that
 * have received the same operations, in any order, any number of times, hold equal states.
 *
 * The rule for each kind of data, and why:
 * - **Favourites, and a collection's items: add-wins sets.** A tap that adds is the reader
 *   wanting something kept; a remove only takes away the adds its device had seen. So a poem
 *   favourited on the phone while the laptop (offline, not knowing) unfavourites it stays a
 *   favourite: losing a silent "keep this" is worse than showing one the reader can remove
 *   again, and the remove of the add it saw still holds.
 * - **Liked poems: a grow-only set.** A like is a public count with no "unlike" (poems'
 *   `POST /:id/like`), so the private list of what one liked only grows; it keeps the first
 *   like's stamp. A like and a favourite are two gestures: the like tells everyone the poem
 *   moved someone (a public number), the favourite is the reader's own shelf, which nobody
 *   else sees and which they may empty.
 * - **Names, note fields, item positions and places: last-writer-wins registers** (largest
 *   hybrid-clock stamp). These are single values that a person replaces as a whole; there is
 *   no meaningful union of two names or two reading positions, and the hybrid clock makes the
 *   winner the write made last in causal order (a write made after seeing another always
 *   wins). Each field is its own register, so a name changed on one device and a colour on
 *   the other both hold.
 * - **Order of a collection**: one position key per item (position.ts), a register as above;
 *   every replica sorts by (position, item) and so shows one order holding every item, even
 *   when both devices reordered the list.
 * - **Deleted on one device, edited on the other (collections and notes): the later act in
 *   clock order wins.** Each collection and note keeps the stamp of its latest edit and of its
 *   latest delete, and shows while the edit is later. A delete made after seeing an edit is
 *   later than it, so it holds; an edit made after the delete on a device that had not seen it
 *   brings the whole thing back, since dropping it would throw away what a person typed after
 *   the delete. Nothing else is lost either way: the fields are kept under the tombstone.
 */
import { maxHlc, type Hlc } from './hlc';
import { joinAddWins, joinLww, joinRecords, canonical, type AddWins, type Lww } from './lattice';
import type { LibraryOp } from './operation';

export interface Verses {
  from: number;
  to: number;
}

export interface CollectionState {
  /** The latest stamp of any operation on the collection other than its delete. */
  touched?: Hlc;
  deleted?: Hlc;
  name?: Lww<string>;
  /** Keyed `poem:ID` or `audio:ID`. */
  items: Record<string, AddWins>;
  positions: Record<string, Lww<string>>;
}

export interface NoteState {
  touched?: Hlc;
  deleted?: Hlc;
  poemId?: Lww<string>;
  verses?: Lww<Verses>;
  colour?: Lww<string | null>;
  text?: Lww<string>;
}

export interface LibraryState {
  /** Keyed `poem:ID`, `audio:ID` or `poet:ID`. */
  favourites: Record<string, AddWins>;
  /** Poem id → the stamp of its first like. */
  liked: Record<string, Hlc>;
  collections: Record<string, CollectionState>;
  notes: Record<string, NoteState>;
  /** `poem:ID` → reading position (verse index), `audio:ID` → listening position (seconds). */
  places: Record<string, Lww<number>>;
}

export const emptyLibrary = (): LibraryState => ({
  favourites: {},
  liked: {},
  collections: {},
  notes: {},
  places: {},
});

export const keyOf = (target: { type: string; id: string }): string =>
  `${target.type}:${target.id}`;

const minHlc = (a: Hlc | undefined, b: Hlc | undefined) =>
  a === undefined ? b : b === undefined ? a : a < b ? a : b;

function joinCollection(
  a: CollectionState | undefined,
  b: CollectionState | undefined,
): CollectionState | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  return compact({
    touched: maxHlc(a.touched, b.touched),
    deleted: maxHlc(a.deleted, b.deleted),
    name: joinLww(a.name, b.name),
    items: joinRecords(a.items, b.items, joinAddWins),
    positions: joinRecords(a.positions, b.positions, joinLww),
  });
}

function joinNote(a: NoteState | undefined, b: NoteState | undefined): NoteState | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  return compact({
    touched: maxHlc(a.touched, b.touched),
    deleted: maxHlc(a.deleted, b.deleted),
    poemId: joinLww(a.poemId, b.poemId),
    verses: joinLww(a.verses, b.verses),
    colour: joinLww(a.colour, b.colour),
    text: joinLww(a.text, b.text),
  });
}

/** Drops the keys whose value is undefined, so equal states are deeply equal. */
function compact<T extends object>(value: T): T {
  for (const key of Object.keys(value) as (keyof T)[]) {
    if (value[key] === undefined) delete value[key];
  }
  return value;
}

/** The join of two replicas: what a replica holding both sets of operations holds. */
export function joinLibraries(a: LibraryState, b: LibraryState): LibraryState {
  return {
    favourites: joinRecords(a.favourites, b.favourites, joinAddWins),
    liked: joinRecords(a.liked, b.liked, minHlc),
    collections: joinRecords(a.collections, b.collections, joinCollection),
    notes: joinRecords(a.notes, b.notes, joinNote),
    places: joinRecords(a.places, b.places, joinLww),
  };
}

const collectionDelta = (
  id: string,
  collection: Omit<CollectionState, 'items' | 'positions'> & Partial<CollectionState>,
): LibraryState => ({
  ...emptyLibrary(),
  collections: { [id]: { items: {}, positions: {}, ...collection } },
});

/** The state holding this one operation alone. */
export function deltaOf(op: LibraryOp): LibraryState {
  const at = op.hlc;
  switch (op.kind) {
    case 'favourite.add':
      return { ...emptyLibrary(), favourites: { [keyOf(op.target)]: { adds: [at], removed: [] } } };
    case 'favourite.remove':
      return {
        ...emptyLibrary(),
        favourites: { [keyOf(op.target)]: { adds: [], removed: canonical(op.removes) } },
      };
    case 'like':
      return { ...emptyLibrary(), liked: { [op.poemId]: at } };
    case 'collection.rename':
      return collectionDelta(op.collectionId, { touched: at, name: { at, value: op.name } });
    case 'collection.delete':
      return collectionDelta(op.collectionId, { deleted: at });
    case 'collection.add':
    case 'collection.move': {
      const item = keyOf(op.item);
      return collectionDelta(op.collectionId, {
        touched: at,
        items: op.kind === 'collection.add' ? { [item]: { adds: [at], removed: [] } } : {},
        positions: { [item]: { at, value: op.position } },
      });
    }
    case 'collection.remove':
      return collectionDelta(op.collectionId, {
        touched: at,
        items: { [keyOf(op.item)]: { adds: [], removed: canonical(op.removes) } },
      });
    case 'note.set': {
      const { verses, colour, text } = op.fields;
      return {
        ...emptyLibrary(),
        notes: {
          [op.noteId]: compact({
            touched: at,
            poemId: { at, value: op.poemId },
            verses: verses && { at, value: verses },
            colour: colour !== undefined ? { at, value: colour } : undefined,
            text: text !== undefined ? { at, value: text } : undefined,
          }),
        },
      };
    }
    case 'note.delete':
      return { ...emptyLibrary(), notes: { [op.noteId]: { deleted: at } } };
    case 'place.set':
      return { ...emptyLibrary(), places: { [keyOf(op.target)]: { at, value: op.position } } };
  }
}

/** A replica after these operations (in any order; repeats change nothing). */
export const applyOps = (state: LibraryState, ops: Iterable<LibraryOp>): LibraryState => {
  let next = state;
  for (const op of ops) next = joinLibraries(next, deltaOf(op));
  return next;
};
