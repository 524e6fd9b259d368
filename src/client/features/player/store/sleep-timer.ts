/**
 * The sleep timer: playback stops at the end of the recitation playing (and so does a queue:
 * play-queue.ts asks `endsHere`), or after 15, 30 or 60 minutes. The last FADE_MS the volume
 * goes down step by step to silence, so a listener falling asleep is not woken by a cut; the
 * element's volume is put back once stopped or cancelled, ready for the next play.
 *
 * Minutes are wall-clock time (a paused player still stops when they run out: the listener
 * asked for silence then), counted with timers so nothing runs while no timer is set.
 */
import type { PlayerStore } from './player-store';

export const SLEEP_MINUTES = [15, 30, 60] as const;
export type SleepChoice = 'end' | (typeof SLEEP_MINUTES)[number];
export const FADE_MS = 10_000;
/** How often the volume steps down during a minutes fade. */
const FADE_STEP_MS = 250;

export interface SleepState {
  choice: SleepChoice;
  /** When playback stops (ms since the epoch); null for the end of the recitation. */
  endsAt: number | null;
}

export function createSleepTimer(player: PlayerStore, now: () => number = Date.now) {
  let state: SleepState | null = null;
  const listeners = new Set<() => void>();
  let fadeStart: ReturnType<typeof setTimeout> | undefined;
  let fadeStep: ReturnType<typeof setInterval> | undefined;

  const set = (next: SleepState | null) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const clearTimers = () => {
    clearTimeout(fadeStart);
    clearInterval(fadeStep);
    fadeStart = fadeStep = undefined;
  };
  function cancel() {
    clearTimers();
    player.setVolume(1);
    if (state) set(null);
  }
  /** The minutes ran out: silence, then the volume back for the next play. */
  function stop() {
    clearTimers();
    player.pause();
    player.setVolume(1);
    set(null);
  }
  function fadeMinutes(endsAt: number) {
    const step = () => {
      const left = endsAt - now();
      if (left <= 0) return stop();
      player.setVolume(left / FADE_MS);
    };
    step();
    fadeStep = setInterval(step, FADE_STEP_MS);
  }

  // "End of this recitation": the fade follows the audio's own clock over its last seconds.
  player.subscribe(() => {
    if (state?.choice !== 'end') return;
    const { duration, currentTime, rate, isPlaying } = player.getState();
    if (!isPlaying || duration <= 0) return;
    const leftMs = ((duration - currentTime) / rate) * 1000;
    player.setVolume(leftMs < FADE_MS ? Math.max(0, leftMs) / FADE_MS : 1);
  });

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Sets (or replaces) the timer. */
    start(choice: SleepChoice) {
      cancel();
      if (choice === 'end') return set({ choice, endsAt: null });
      const endsAt = now() + choice * 60_000;
      set({ choice, endsAt });
      fadeStart = setTimeout(() => fadeMinutes(endsAt), Math.max(0, endsAt - FADE_MS - now()));
    },
    cancel,
    /**
     * A recitation played to its end: true when the timer was "end of this recitation" (it is
     * then done, and nothing more plays).
     */
    endsHere(): boolean {
      if (state?.choice !== 'end') return false;
      cancel();
      return true;
    },
  };
}
