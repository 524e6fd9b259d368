/**
 * The app's one recitation player: a small external store (read with useSyncExternalStore) around a
 * single audio element that outlives every screen, so playback goes on while the reader moves
 * between pages and the mini-player and the full player show the same state.
 *
 * The clock: while playing, the audio's currentTime is read on every animation frame (the
 * `timeupdate` event alone comes only every ~250 ms, too coarse to highlight a verse within 100 ms);
 * `timeupdate` and `seeked` still refresh it when paused or in a background tab (no frames there).
 * Every clock step also drives the repeat machine (@domain/vtt/repeat-range). A play is counted once
 * per recitation loaded, when the audio actually starts (`playing`), through `deps.recordPlay`.
 * It does not decide whether a recitation may play offline: the player component does, from the
 * download state.
 */
import { createRepeat, stepRepeat } from '@domain/vtt/repeat-range';
import {
  adjacentCueStart,
  nextVerseChange,
  verseIndexAt,
  verseStart,
} from '@domain/vtt/verse-timeline';
import { wireAudioEvents } from './wire-audio-events';
import {
  SKIP_SECONDS,
  type PlayerDeps,
  type PlayerError,
  type PlayerState,
  type PlayerTrack,
} from './player-types';

const INITIAL: PlayerState = {
  track: null,
  isPlaying: false,
  isWaiting: false,
  error: null,
  currentTime: 0,
  duration: 0,
  rate: 1,
  currentVerse: null,
  repeat: null,
  fullPlayers: 0,
};

export type PlayerStore = ReturnType<typeof createPlayerStore>;

export function createPlayerStore(deps: PlayerDeps) {
  let state = INITIAL;
  const listeners = new Set<() => void>();
  let audio: HTMLAudioElement | null = null;
  let lastTime = 0;
  let jumped = false;
  let counted = false;
  let frame = 0;
  /** A restored recitation's time, applied once the audio knows its duration (clamped to it). */
  let pendingStart: number | null = null;
  let boundaryTimer: ReturnType<typeof setTimeout> | undefined;

  const set = (patch: Partial<PlayerState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };
  const element = () => {
    if (!audio) {
      audio = deps.createAudio();
      wireAudioEvents(audio, events);
    }
    return audio;
  };
  const verseAt = (time: number) =>
    state.track?.timeline ? verseIndexAt(state.track.timeline, time) : null;

  /** One clock step: repeat machine, then time and verse. */
  function tick(ended = false) {
    if (!audio || !state.track) return;
    const now = audio.currentTime;
    const step = stepRepeat(state.repeat, { from: lastTime, to: now, jumped, ended });
    jumped = false;
    const time = step.seekTo ?? now;
    lastTime = time;
    if (step.seekTo !== null) audio.currentTime = step.seekTo;
    const currentVerse = verseAt(time);
    if (
      time !== state.currentTime ||
      currentVerse !== state.currentVerse ||
      step.repeat !== state.repeat
    )
      set({ currentTime: time, currentVerse, repeat: step.repeat });
    if (ended && step.seekTo !== null) void play();
    else if (ended) set({ isPlaying: false });
    armBoundary();
  }
  /**
   * A timer set for the next verse change: frames can be late on a busy phone (or stop in a
   * background tab), a timer due at the cue's start moves the mark on time all the same.
   */
  function armBoundary() {
    clearTimeout(boundaryTimer);
    const timeline = state.track?.timeline;
    if (!audio || !timeline || !state.isPlaying) return;
    const change = nextVerseChange(timeline, audio.currentTime);
    const delayMs = change === null ? null : ((change - audio.currentTime) / state.rate) * 1000;
    if (delayMs === null || delayMs >= 1000) return;
    boundaryTimer = setTimeout(() => tick(), Math.max(4, delayMs + 2));
  }
  const loop = () => {
    tick();
    frame = requestAnimationFrame(loop);
  };
  const stopLoop = () => {
    cancelAnimationFrame(frame);
    clearTimeout(boundaryTimer);
  };

  const events = {
    tick,
    onPlay: () => {
      set({ isPlaying: true, error: null });
      stopLoop();
      frame = requestAnimationFrame(loop);
    },
    onPlaying: () => {
      set({ isWaiting: false });
      if (counted || !state.track) return;
      counted = true;
      deps.recordPlay(state.track.audioId);
    },
    onPause: () => {
      stopLoop();
      set({ isPlaying: false, isWaiting: false });
      tick();
    },
    onEnded: () => {
      stopLoop();
      tick(true);
    },
    onSeeking: () => {
      jumped = true;
    },
    onWaiting: () => set({ isWaiting: true }),
    onDuration: (duration: number) => {
      set({ duration: Number.isFinite(duration) ? duration : 0 });
      if (pendingStart === null || state.duration <= 0) return;
      const start = Math.min(pendingStart, state.duration);
      pendingStart = null;
      seek(start);
    },
    onRate: (rate: number) => set({ rate }),
    onError: (error: PlayerError) => {
      stopLoop();
      set({ error: deps.isOnline() ? error : 'offline', isPlaying: false, isWaiting: false });
    },
  };

  /** Loads a recitation, paused; `startAt` (seconds) is where playing will begin (a restored one). */
  function load(track: PlayerTrack, startAt = 0) {
    if (state.track?.audioId === track.audioId) {
      // Same recitation (the poem or its timing changed): keep playing, refresh the verse.
      set({ track });
      set({ currentVerse: verseAt(state.currentTime) });
      return;
    }
    const el = element();
    el.pause();
    counted = false;
    lastTime = 0;
    set({ ...INITIAL, rate: state.rate, fullPlayers: state.fullPlayers, track });
    pendingStart = null;
    if (startAt > 0) {
      pendingStart = startAt;
      set({ currentTime: startAt, currentVerse: verseAt(startAt) });
    }
    el.src = track.src;
    el.defaultPlaybackRate = state.rate;
    el.playbackRate = state.rate;
    el.load();
  }

  async function play() {
    if (!state.track) return;
    const el = element();
    if (state.error) {
      set({ error: null });
      el.load();
    }
    set({ isWaiting: el.readyState < 3 });
    try {
      await el.play();
    } catch (error) {
      // Autoplay refused or a load failure (the `error` event reports that one): stay paused.
      if ((error as Error).name !== 'AbortError') set({ isPlaying: false, isWaiting: false });
    }
  }
  const pause = () => audio?.pause();

  function seek(seconds: number) {
    if (!state.track) return;
    const el = element();
    const end = state.duration > 0 ? state.duration : Number.POSITIVE_INFINITY;
    const target = Math.min(Math.max(0, seconds), end);
    jumped = true;
    el.currentTime = target;
    // Reflect it now: a paused player gets no frame, and the reader expects the highlight to move.
    tick();
    if (state.currentTime !== target) set({ currentTime: target, currentVerse: verseAt(target) });
  }

  /** Moves to the previous or next verse; without timing, by SKIP_SECONDS. */
  function stepVerse(direction: -1 | 1) {
    const timeline = state.track?.timeline;
    if (!timeline) return seek(state.currentTime + direction * SKIP_SECONDS);
    const target = adjacentCueStart(timeline, audio?.currentTime ?? state.currentTime, direction);
    if (target !== null) seek(target);
  }

  function repeatVerses(fromVerse: number, toVerse: number, times: number | null) {
    const timeline = state.track?.timeline;
    if (!timeline) return;
    const repeat = createRepeat(timeline, fromVerse, toVerse, times);
    if (!repeat) return;
    const time = audio?.currentTime ?? state.currentTime;
    set({ repeat });
    if (time < repeat.start - 0.05 || time >= repeat.end) {
      seek(repeat.start);
      set({ repeat });
    }
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load,
    play,
    pause,
    toggle: () => (state.isPlaying ? pause() : play()),
    seek,
    skip: (seconds: number) => seek((audio?.currentTime ?? state.currentTime) + seconds),
    stepVerse,
    seekToVerse(verseIndex: number) {
      const start = state.track?.timeline ? verseStart(state.track.timeline, verseIndex) : null;
      if (start !== null) seek(start);
    },
    setRate(rate: number) {
      const el = element();
      el.defaultPlaybackRate = rate;
      el.playbackRate = rate;
      set({ rate });
    },
    repeatVerses,
    clearRepeat: () => set({ repeat: null }),
    /** Stops and forgets the recitation (the mini-player's close button). */
    close() {
      stopLoop();
      if (audio) {
        audio.pause();
        audio.removeAttribute('src');
        audio.load();
      }
      pendingStart = null;
      set({ ...INITIAL, rate: state.rate, fullPlayers: state.fullPlayers });
    },
    /** Called by a mounted full player; returns its unmount. */
    showFullPlayer() {
      set({ fullPlayers: state.fullPlayers + 1 });
      return () => set({ fullPlayers: Math.max(0, state.fullPlayers - 1) });
    },
  };
}
