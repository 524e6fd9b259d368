/**
 * Offers the saved recitation again after a reload or a restart: rebuilt from the mirror (so
 * offline too) and loaded paused at its saved time; the reader presses play (no autoplay). A
 * recitation or poem the mirror no longer holds is forgotten, but only once the mirror is known
 * to be complete: a device still on its first sync cannot tell "deleted" from "not yet here".
 */
import type { PlayerStore } from '../store/player-store';
import type { PlayerTrack } from '../store/player-types';
import { readSavedRecitation, saveRecitation } from './saved-recitation';

export interface RestoreDeps {
  storage: Storage | undefined;
  /** The track of a recitation from the mirror; null when the mirror holds no such recitation or poem. */
  findTrack: (audioId: string) => Promise<PlayerTrack | null>;
  mirrorReady: () => boolean;
}

export async function restoreRecitation(
  store: Pick<PlayerStore, 'getState' | 'load'>,
  { storage, findTrack, mirrorReady }: RestoreDeps,
): Promise<void> {
  const saved = readSavedRecitation(storage);
  if (!saved) return;
  const track = await findTrack(saved.audioId);
  if (!track) {
    if (mirrorReady()) saveRecitation(storage, null);
    return;
  }
  // The reader started another recitation meanwhile: theirs wins.
  if (store.getState().track) return;
  store.load(track, saved.time);
}
