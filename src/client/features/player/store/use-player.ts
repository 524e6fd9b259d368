/** Reads a slice of the player's state; the component re-renders only when that slice changes. */
import { useSyncExternalStore } from 'react';
import { playerStore } from './player';
import type { PlayerState } from './player-types';

/** `select` must return a primitive or a stored object (never a new one per call). */
export function usePlayer<T>(select: (state: PlayerState) => T): T {
  return useSyncExternalStore(
    playerStore.subscribe,
    () => select(playerStore.getState()),
    () => select(playerStore.getState()),
  );
}
