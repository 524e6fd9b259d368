/**
 * Keeps the player's recitation and time in saved-recitation.ts, cheaply: when the time changes
 * while paused (a pause's last clock step, a seek), at most every SAVE_EVERY_MS while playing (the clock changes every frame), and when the
 * page is hidden or left (pagehide, visibilitychange), the moments a phone may end the app.
 * Closing the mini-player forgets it, so does a recording that is missing on the server.
 */
import type { PlayerStore } from '../store/player-store';
import { placeReached } from '@client/lib/reader-places';
import { saveRecitation } from './saved-recitation';

export const SAVE_EVERY_MS = 5000;
/**
 * The place that follows the reader to their other devices (the library's) moves at a pause,
 * a seek, the page hidden or left, and at most every PLACE_EVERY_MS while playing: one
 * operation per half minute of listening, not one per clock step.
 */
export const PLACE_EVERY_MS = 30_000;
/** A recitation stopped this close to its end was heard to the end: its place goes back to 0. */
const ENDED_WITHIN_S = 5;

export function persistRecitation(
  store: Pick<PlayerStore, 'getState' | 'subscribe'>,
  storage: Storage | undefined,
  now: () => number = Date.now,
): () => void {
  let lastSaved = Number.NEGATIVE_INFINITY;
  let lastPlaced = Number.NEGATIVE_INFINITY;
  /**
   * A failed recitation never moves its place (its time may read 0), and a time of 0 is no
   * place at all, except a recitation heard to its end, which starts from the top next time.
   */
  const place = () => {
    const { track, currentTime, duration, error } = store.getState();
    if (!track || error) return;
    const ended = duration > 0 && currentTime >= duration - ENDED_WITHIN_S;
    const position = ended ? 0 : Math.floor(currentTime);
    if (position === 0 && !ended) return;
    lastPlaced = now();
    placeReached({ type: 'audio', id: track.audioId }, position);
  };
  let savedTime: number | null = null;
  let hadTrack = false;

  const save = () => {
    const { track, currentTime, error } = store.getState();
    lastSaved = now();
    savedTime = track ? currentTime : null;
    if (track && error !== 'missing')
      saveRecitation(storage, { audioId: track.audioId, time: currentTime });
    else if (hadTrack || error === 'missing') saveRecitation(storage, null);
  };
  const unsubscribe = store.subscribe(() => {
    const { track, isPlaying, error, currentTime } = store.getState();
    const closed = hadTrack && !track;
    const pausedMove = track !== null && !isPlaying && currentTime !== savedTime;
    const due = isPlaying && now() - lastSaved >= SAVE_EVERY_MS;
    if (closed || pausedMove || due || error === 'missing') save();
    if (pausedMove || (isPlaying && now() - lastPlaced >= PLACE_EVERY_MS)) place();
    hadTrack = track !== null;
  });
  const onHidden = () => {
    if (document.visibilityState === 'hidden' && store.getState().track) {
      save();
      place();
    }
  };
  const onPageHide = () => {
    if (store.getState().track) {
      save();
      place();
    }
  };
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', onPageHide);
  return () => {
    unsubscribe();
    document.removeEventListener('visibilitychange', onHidden);
    window.removeEventListener('pagehide', onPageHide);
  };
}
