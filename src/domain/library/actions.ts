/**
 * The operations a device makes for a reader's gesture, from what its replica holds: a remove
 * names the adds this device has seen (the add-wins rule of state.ts), and a move or an add
 * at the end picks a position key between the neighbours it sees (position.ts).
 */
import type { HybridClock } from './hlc';
import { liveAdds } from './lattice';
import type { CollectionItem, FavouriteTarget, LibraryOp } from './operation';
import { positionBetween } from './position';
import { keyOf, type LibraryState } from './state';
import { viewLibrary } from './view';

/** Favourite: undefined when this replica already shows it as one. */
export function favourite(
  state: LibraryState,
  target: FavouriteTarget,
  clock: HybridClock,
): LibraryOp | undefined {
  if (isFavourite(state, target)) return undefined;
  return { hlc: clock.tick(), kind: 'favourite.add', target };
}

export const isFavourite = (state: LibraryState, target: FavouriteTarget): boolean =>
  liveAdds(state.favourites[keyOf(target)]).length > 0;

/** The favourite button: a favourite goes, anything else becomes one. */
export const toggleFavourite = (
  state: LibraryState,
  target: FavouriteTarget,
  clock: HybridClock,
): LibraryOp | undefined =>
  isFavourite(state, target) ? unfavourite(state, target, clock) : favourite(state, target, clock);

/** Unfavourite: undefined when this replica holds no favourite to remove. */
export function unfavourite(
  state: LibraryState,
  target: FavouriteTarget,
  clock: HybridClock,
): LibraryOp | undefined {
  const removes = liveAdds(state.favourites[keyOf(target)]);
  if (removes.length === 0) return undefined;
  return { hlc: clock.tick(), kind: 'favourite.remove', target, removes };
}

export function removeFromCollection(
  state: LibraryState,
  collectionId: string,
  item: CollectionItem,
  clock: HybridClock,
): LibraryOp | undefined {
  const removes = liveAdds(state.collections[collectionId]?.items[keyOf(item)]);
  if (removes.length === 0) return undefined;
  return { hlc: clock.tick(), kind: 'collection.remove', collectionId, item, removes };
}

/**
 * Puts an item at `index` of the collection as this replica shows it (an add when it is not
 * in it, a move when it is); `index` past the end means at the end.
 */
export function placeInCollection(
  state: LibraryState,
  collectionId: string,
  item: CollectionItem,
  index: number,
  clock: HybridClock,
): LibraryOp {
  const shown = viewLibrary(state).collections.find((collection) => collection.id === collectionId);
  const others = (shown?.items ?? []).filter((other) => keyOf(other) !== keyOf(item));
  const at = Math.min(Math.max(index, 0), others.length);
  const before = others[at - 1]?.position;
  // Two items may share a key (placed at once on two devices): take the first key after
  // `before`, so there is always room between.
  const after = others
    .slice(at)
    .map((other) => other.position)
    .find((position) => before === undefined || position > before);
  const position = positionBetween(before, after);
  const present = liveAdds(state.collections[collectionId]?.items[keyOf(item)]).length > 0;
  const kind = present ? 'collection.move' : 'collection.add';
  return { hlc: clock.tick(), kind, collectionId, item, position };
}
