/**
 * The reader's collections, as gestures on the replica (replica.ts): each records one
 * operation of @domain/library, signed in or not, and the sync sends it when there is an
 * account. Loaded with the screens that use them, never with a page's first content.
 *
 * Delete and its undo follow the domain's rule (state.ts): a collection shows while its latest
 * edit is later than its latest delete, and its name and items stay under the delete. So the
 * undo is an edit (its name written again) made after the delete: the collection is back whole,
 * on every device, and a delete made later still wins.
 */
import { placeInCollection, removeFromCollection } from '@domain/library/actions';
import type { CollectionItem } from '@domain/library/operation';
import { recordGesture } from './replica';

/** A new collection: its first operation names it (a fresh id, unique across devices). */
export async function createCollection(name: string): Promise<string> {
  const collectionId = crypto.randomUUID();
  await renameCollection(collectionId, name);
  return collectionId;
}

export const renameCollection = (collectionId: string, name: string) =>
  recordGesture((_, clock) => ({
    hlc: clock.tick(),
    kind: 'collection.rename',
    collectionId,
    name,
  }));

export const deleteCollection = (collectionId: string) =>
  recordGesture((state, clock) =>
    state.collections[collectionId]
      ? { hlc: clock.tick(), kind: 'collection.delete', collectionId }
      : undefined,
  );

/** The delete's undo: the name written again, later than the delete (see above). */
export const restoreCollection = (collectionId: string, name: string) =>
  renameCollection(collectionId, name);

/** Puts the item at `index` (an add when it is not in the collection, a move when it is). */
export const placeItem = (collectionId: string, item: CollectionItem, index: number) =>
  recordGesture((state, clock) => placeInCollection(state, collectionId, item, index, clock));

/** Adds the item at the end of the collection. */
export const addItem = (collectionId: string, item: CollectionItem) =>
  placeItem(collectionId, item, Number.MAX_SAFE_INTEGER);

export const removeItem = (collectionId: string, item: CollectionItem) =>
  recordGesture((state, clock) => removeFromCollection(state, collectionId, item, clock));
