/**
 * Where the reader stopped listening to each recitation, between the player (which says
 * where the reader is) and the library (which keeps places on every device of the account):
 * features never import each other, so both meet here. Tiny and without dependencies: the
 * player reads `knownPlace` synchronously when it loads a recitation, from the snapshot the
 * library keeps up to date once its code has loaded (after the page's content).
 */
export interface PlaceTarget {
  type: 'poem' | 'audio';
  id: string;
}

let known = new Map<string, number>();
const listeners = new Set<(target: PlaceTarget, position: number) => void>();

const keyOf = ({ type, id }: PlaceTarget) => `${type}:${id}`;

/** The place the library holds (seconds for a recitation), or undefined. */
export const knownPlace = (target: PlaceTarget): number | undefined => known.get(keyOf(target));

/** The library's places, `type:id` → position (replaces the previous snapshot). */
export function setKnownPlaces(places: Record<string, number>): void {
  known = new Map(Object.entries(places));
}

/** The reader reached a place worth keeping (a pause, the page hidden, now and then while playing). */
export function placeReached(target: PlaceTarget, position: number): void {
  known.set(keyOf(target), position);
  for (const listener of listeners) listener(target, position);
}

export function onPlaceReached(
  listener: (target: PlaceTarget, position: number) => void,
): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
