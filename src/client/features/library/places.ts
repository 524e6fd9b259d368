/**
 * The reader's places (where they stopped reading a poem, listening to a recitation) as
 * last-writer-wins registers of the library, so another device of the account resumes
 * there. The poem page and the player say where the reader is at their own moments (a page
 * hidden or left, a pause, every few seconds of playing: never once per scroll or clock
 * step); a place equal to the one kept is not recorded again, so the outbox stays small.
 */
import { keyOf } from '@domain/library/state';
import { viewLibrary } from '@domain/library/view';
import { watchLibraryOps } from '@client/db/library-ops';
import { setKnownPlaces, type PlaceTarget } from '@client/lib/reader-places';
import { readLibrary, recordGesture, stateOf } from './replica';

/** The place kept for a poem (a verse index) or a recitation (seconds); null when none. */
export const readPlace = (target: PlaceTarget): Promise<number | null> =>
  readLibrary()
    .then((state) => state.places[keyOf(target)]?.value ?? null)
    // An unreadable IndexedDB: no place beyond this device's own.
    .catch(() => null);

export const recordPlace = (target: PlaceTarget, position: number) =>
  recordGesture((state, clock) =>
    state.places[keyOf(target)]?.value === position
      ? undefined
      : { hlc: clock.tick(), kind: 'place.set', target, position },
  );

/** Keeps the player's snapshot of places (@client/lib/reader-places) up to date; returns the stop. */
export const followPlaces = (): (() => void) =>
  watchLibraryOps(
    (ops) => setKnownPlaces(viewLibrary(stateOf(ops)).places),
    () => setKnownPlaces({}),
  );
