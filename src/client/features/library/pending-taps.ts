/**
 * A favourite tap, kept from the instant it is made until the library has stored it. The
 * button's chunk is a few hundred bytes: the code that stores a tap (Dexie, the replica, the
 * merge) loads after the page's content or on the tap itself, and a reader who reloads or
 * closes the tab in that instant would lose the tap. So the tap is first written here,
 * synchronously, in localStorage (which a reload cannot interrupt), and removed once
 * IndexedDB holds it; what is still here at the next page is stored then (favourites.ts).
 *
 * A tap is kept as the state it asked for (favourite or not), not as a toggle: storing it
 * twice (a reload after IndexedDB took it, before it left this list) changes nothing.
 */
import type { FavouriteTarget } from '@domain/library/operation';

export interface PendingTap extends FavouriteTarget {
  favourite: boolean;
}

const KEY = 'taalif.library.pendingTaps';

export function pendingTaps(): PendingTap[] {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(raw) ? (raw as PendingTap[]) : [];
  } catch {
    return [];
  }
}

const sameTarget = (a: FavouriteTarget, b: FavouriteTarget) => a.type === b.type && a.id === b.id;

function write(taps: PendingTap[]) {
  try {
    if (taps.length === 0) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify(taps));
  } catch {
    // No storage (a private mode): the tap is stored as before, without this guard.
  }
}

/** Keeps a tap (the latest one per target wins) until `settleTap`. */
export function keepTap(tap: PendingTap): void {
  write([...pendingTaps().filter((kept) => !sameTarget(kept, tap)), tap]);
}

/** The library stored `tap`: it leaves the list (unless a later tap on its target replaced it). */
export function settleTap(tap: PendingTap): void {
  write(
    pendingTaps().filter((kept) => !(sameTarget(kept, tap) && kept.favourite === tap.favourite)),
  );
}
