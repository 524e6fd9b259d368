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
 *
 * A failed load never costs the reader their place: until the audio knows its duration, the
 * place to start from (`pendingStart`) is the clock, whatever the element reports (a failed or
 * restarted load reads 0). An audio error is explained by `deps.reach` when given: the server
 * not reached is 'offline' (the place kept), only a file the server says is gone is 'missing'.
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

/**
 * Why the audio failed, from what a request for the file met: no answer is being offline, a
 * 404 or 410 a missing file, a server error a network failure worth a retry; when the file is
 * there, the element's own report stands (a broken file reads 'missing').
 */
export function explainAudioError(reported: PlayerError, status: number | null): PlayerError {
  if (status === null) return 'offline';
  if (status === 404 || status === 410) return 'missing';
  if (status >= 500) return 'network';
  return reported;
}

export function createPlayerStore(deps: PlayerDeps) {
  /** Where a recitation loaded without a time starts: the reader's place, from any device. */
  const resumeAt = (track: PlayerTrack) => Math.max(0, deps.placeOf?.(track.audioId) ?? 0);
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
  /** Told when a recitation plays to its end (not a repeat's loop): the queue, the sleep timer. */
  const endedListeners = new Set<(audioId: string) => void>();

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
  /** The reader's place now: the pending start, or the element's clock. */
  const clock = () => pendingStart ?? audio?.currentTime ?? state.currentTime;
  const verseAt = (time: number) =>
    state.track?.timeline ? verseIndexAt(state.track.timeline, time) : null;

  /** One clock step: repeat machine, then time and verse. */
  function tick(ended = false) {
    // The element's clock is not the reader's place until the pending start is applied.
    if (!audio || !state.track || pendingStart !== null) return;
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
    else if (ended) {
      set({ isPlaying: false });
      const audioId = state.track.audioId;
      for (const listener of endedListeners) listener(audioId);
    }
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
    onError: (reported: PlayerError) => {
      stopLoop();
      // The place stays where the reader was: a retry starts from it once the audio loads.
      if (pendingStart === null && state.currentTime > 0) pendingStart = state.currentTime;
      set({ isPlaying: false, isWaiting: false });
      const track = state.track;
      if (!deps.isOnline() || !track) return set({ error: 'offline' });
      if (!deps.reach) return set({ error: reported });
      void deps.reach(track.src).then((status) => {
        if (state.track !== track) return;
        set({ error: explainAudioError(reported, status) });
      });
    },
  };

  /** Loads a recitation, paused; `startAt` (seconds) is where playing will begin (a restored one). */
  function load(track: PlayerTrack, startTime?: number) {
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
    const startAt = startTime ?? resumeAt(track);
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
      if (pendingStart === null && state.currentTime > 0) pendingStart = state.currentTime;
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
    if (pendingStart !== null) {
      // Not loaded yet (or the load failed): the new place waits for the audio like the old one.
      pendingStart = target;
      return set({ currentTime: target, currentVerse: verseAt(target) });
    }
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
    const target = adjacentCueStart(timeline, clock(), direction);
    if (target !== null) seek(target);
  }

  function repeatVerses(fromVerse: number, toVerse: number, times: number | null) {
    const timeline = state.track?.timeline;
    if (!timeline) return;
    const repeat = createRepeat(timeline, fromVerse, toVerse, times);
    if (!repeat) return;
    const time = clock();
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
    skip: (seconds: number) => seek(clock() + seconds),
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
    /** 0..1, the element's own volume (the sleep timer's fade); the reader's device volume stays theirs. */
    setVolume(volume: number) {
      element().volume = Math.min(1, Math.max(0, volume));
    },
    /** Listens for a recitation played to its end; returns the unsubscribe. */
    onEnded(listener: (audioId: string) => void) {
      endedListeners.add(listener);
      return () => void endedListeners.delete(listener);
    },
    repeatVerses,
    clearRepeat: () => set({ repeat: null }),
    /** The clock now, read from the element: `currentTime` is the last frame's (a stamp must be exact). */
    position: clock,
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
