/**
 * Playing in a row: a collection's recitations or a poet's, one after the other in the shared
 * player (player-store.ts). The queue holds the recitations' ids and titles; each one's track
 * is read from the mirror when its turn comes (`deps.findTrack`), so a long queue costs
 * nothing up front and a recitation edited meanwhile plays as it is now.
 *
 * Offline, only downloaded recitations can play (the service worker answers no other): the
 * queue passes over the others, in either direction, and says which it passed (`skipped`),
 * rather than stopping on an error the reader did not choose. The queue ends when the reader
 * loads another recitation or closes the player, and `mayContinue` (the sleep timer's "end of
 * this recitation") can stop it at the end of the one playing.
 */
import type { PlayerStore } from './player-store';
import type { PlayerTrack } from './player-types';

export interface QueueEntry {
  audioId: string;
  title: string;
}

export interface QueueState {
  entries: QueueEntry[];
  /** The entry loaded in the player. */
  index: number;
  /** Titles passed over on the last move because they are not downloaded and the device is offline. */
  skipped: string[];
}

interface QueueDeps {
  findTrack: (audioId: string) => Promise<PlayerTrack | null>;
  isOnline: () => boolean;
  isDownloaded: (audioId: string) => Promise<boolean>;
}

export function createPlayQueue(player: PlayerStore, deps: QueueDeps) {
  let state: QueueState | null = null;
  const listeners = new Set<() => void>();
  /** Moves in flight are numbered: a later tap wins over an earlier one still reading. */
  let move = 0;
  let switching = false;

  const set = (next: QueueState | null) => {
    state = next;
    for (const listener of listeners) listener();
  };

  /** Whether this entry can play now, and its track. */
  async function playable(entry: QueueEntry): Promise<PlayerTrack | null> {
    if (!deps.isOnline() && !(await deps.isDownloaded(entry.audioId))) return null;
    return deps.findTrack(entry.audioId);
  }

  /**
   * Loads and plays the first playable entry from `from` in `direction`; nothing playable that
   * way leaves the player as it is, with the titles passed over said. Resolves whether one plays.
   */
  async function goTo(entries: QueueEntry[], from: number, direction: 1 | -1): Promise<boolean> {
    const ticket = ++move;
    const skipped: string[] = [];
    for (let index = from; index >= 0 && index < entries.length; index += direction) {
      const entry = entries[index]!;
      const track = await playable(entry);
      if (ticket !== move) return false;
      if (!track) {
        skipped.push(entry.title);
        continue;
      }
      set({ entries, index, skipped });
      // Loading pauses the one playing first: that event is this move's, not the reader's.
      switching = true;
      try {
        player.load(track);
      } finally {
        switching = false;
      }
      await player.play();
      return true;
    }
    if (state) set({ ...state, skipped });
    return false;
  }

  // The reader loaded another recitation, or closed the player: the row is over.
  player.subscribe(() => {
    if (!state || switching) return;
    const loaded = player.getState().track?.audioId;
    if (loaded !== state.entries[state.index]?.audioId) set(null);
  });

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Plays these recitations in a row from `index`; resolves whether one plays. */
    async start(entries: QueueEntry[], index = 0): Promise<boolean> {
      if (entries.length === 0) return false;
      return goTo(entries, index, 1);
    },
    next: () => (state ? goTo(state.entries, state.index + 1, 1) : Promise.resolve(false)),
    previous: () => (state ? goTo(state.entries, state.index - 1, -1) : Promise.resolve(false)),
    /** Plays the entry the reader picked in the queue's list. */
    playAt: (index: number) => (state ? goTo(state.entries, index, 1) : Promise.resolve(false)),
    /** The recitation playing ended: the next one, unless `mayContinue` says stop here. */
    async advance(mayContinue = true): Promise<boolean> {
      if (!state) return false;
      if (!mayContinue) return false;
      return goTo(state.entries, state.index + 1, 1);
    },
    clear: () => set(null),
  };
}
