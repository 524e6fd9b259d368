/**
 * Keeps the player's recitation and time in saved-recitation.ts, cheaply: when the time changes
 * while paused (a pause's last clock step, a seek), at most every SAVE_EVERY_MS while playing (the clock changes every frame), and when the
 * page is hidden or left (pagehide, visibilitychange), the moments a phone may end the app.
 * Closing the mini-player forgets it, so does a recording that is missing on the server.
 */
import type { PlayerStore } from '../store/player-store';
import { saveRecitation } from './saved-recitation';

export const SAVE_EVERY_MS = 5000;

export function persistRecitation(
  store: Pick<PlayerStore, 'getState' | 'subscribe'>,
  storage: Storage | undefined,
  now: () => number = Date.now,
): () => void {
  let lastSaved = Number.NEGATIVE_INFINITY;
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
    hadTrack = track !== null;
  });
  const onHidden = () => {
    if (document.visibilityState === 'hidden' && store.getState().track) save();
  };
  const onPageHide = () => {
    if (store.getState().track) save();
  };
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', onPageHide);
  return () => {
    unsubscribe();
    document.removeEventListener('visibilitychange', onHidden);
    window.removeEventListener('pagehide', onPageHide);
  };
}
