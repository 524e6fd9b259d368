/**
 * The favourite buttons' code, loaded after the page's content or on the first click (the
 * button itself stays in the page's chunk, a few hundred bytes): whether a target is a
 * favourite, kept up to date by Dexie's live query (a gesture in another tab, or a sync
 * bringing another device's, shows at once), and the toggle.
 */
import { isFavourite, toggleFavourite } from '@domain/library/actions';
import type { FavouriteTarget } from '@domain/library/operation';
import { watchLibraryOps } from '@client/db/library-ops';
import { pendingTaps, settleTap, type PendingTap } from './pending-taps';
import { recordGesture, stateOf } from './replica';

export function watchFavourite(
  target: FavouriteTarget,
  listener: (favourite: boolean) => void,
): () => void {
  return watchLibraryOps(
    (ops) => listener(isFavourite(stateOf(ops), target)),
    // An unreadable IndexedDB (private mode of some browsers): the button stays off.
    () => listener(false),
  );
}

/** Stores a tap (pending-taps.ts): the target becomes what the tap asked, whatever it was. */
export async function storeTap(tap: PendingTap): Promise<void> {
  const { favourite, ...target } = tap;
  await recordGesture((state, clock) =>
    isFavourite(state, target) === favourite ? undefined : toggleFavourite(state, target, clock),
  );
  settleTap(tap);
}

/** Stores the taps an earlier page kept but did not get to store (a reload right after a tap). */
export async function storePendingTaps(): Promise<void> {
  for (const tap of pendingTaps()) await storeTap(tap);
}

/** A signed-in reader liked a poem: it joins their liked poems (a grow-only list). */
export const recordLiked = (poemId: string) =>
  recordGesture((state, clock) =>
    state.liked[poemId] === undefined ? { hlc: clock.tick(), kind: 'like', poemId } : undefined,
  );
