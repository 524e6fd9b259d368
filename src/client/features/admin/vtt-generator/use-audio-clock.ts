/**
 * The generator's player: the app's player store (features/player's `createPlayerStore`,
 * handed over by the route, since features never import each other) on the screen's own
 * <audio>. Its own instance, so no play is counted and no mini-player appears (DESIGN.md
 * section 7); the store reads the clock on every frame while it plays (stamps and the
 * preview need better than `timeupdate`'s 4 Hz). Adds what only this screen needs: "play
 * this verse alone", which pauses at the verse's end.
 */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { Audio } from '@domain/schemas';
import type { Span } from './lib/timing';

/** The recording as the player store loads it: no poem timing (the screen is making it). */
export interface ClockTrack {
  audioId: string;
  poemId: string;
  poemTitle: string;
  singerName: null;
  src: string;
  artworkUrl: null;
  verseTexts: string[];
  timeline: null;
  timing: 'none';
}

/** The recording, playing `src` (the bytes this screen downloaded). */
export const clockTrack = (
  audio: Pick<Audio, 'id' | 'poemId' | 'title'>,
  src: string,
): ClockTrack => ({
  audioId: audio.id,
  poemId: audio.poemId,
  poemTitle: audio.title,
  singerName: null,
  src,
  artworkUrl: null,
  verseTexts: [],
  timeline: null,
  timing: 'none',
});

/** What this screen uses of the player store. */
export interface ClockStore {
  getState: () => { currentTime: number; duration: number; isPlaying: boolean; rate: number };
  subscribe: (listener: () => void) => () => void;
  load: (track: ClockTrack) => void;
  play: () => Promise<void>;
  pause: () => void;
  seek: (seconds: number) => void;
  setRate: (rate: number) => void;
  position: () => number;
  close: () => void;
}

/** `createPlayerStore`'s signature, as far as this screen needs it. */
export type CreateClock = (deps: {
  recordPlay: (audioId: string) => unknown;
  createAudio: () => HTMLAudioElement;
  isOnline: () => boolean;
}) => ClockStore;

export function useAudioClock(createClock: CreateClock, track: ClockTrack | null) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [store] = useState(() =>
    createClock({
      recordPlay: () => undefined,
      // Asked for at the first load, after the screen's <audio> is mounted.
      createAudio: () => audioRef.current ?? document.createElement('audio'),
      isOnline: () => navigator.onLine,
    }),
  );
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  /** Where "play this verse alone" pauses; any other play forgets it. */
  const stopAt = useRef<number | null>(null);

  useEffect(() => {
    if (track) store.load(track);
  }, [store, track]);
  useEffect(
    () =>
      store.subscribe(() => {
        if (stopAt.current === null || store.getState().currentTime < stopAt.current) return;
        stopAt.current = null;
        store.pause();
      }),
    [store],
  );
  useEffect(() => () => store.close(), [store]);

  const play = useCallback(() => {
    stopAt.current = null;
    void store.play();
  }, [store]);
  const pause = useCallback(() => store.pause(), [store]);
  const toggle = useCallback(() => {
    if (store.getState().isPlaying) pause();
    else play();
  }, [store, play, pause]);
  const playSpan = useCallback(
    (span: Span) => {
      stopAt.current = null;
      store.seek(span.start);
      void store.play().then(() => {
        stopAt.current = span.end;
      });
    },
    [store],
  );

  return {
    audioRef,
    time: state.currentTime,
    duration: state.duration,
    playing: state.isPlaying,
    rate: state.rate,
    play,
    pause,
    toggle,
    seek: store.seek,
    setRate: store.setRate,
    playSpan,
    /** The clock now (read from the element, not the last frame: a stamp must be exact). */
    now: store.position,
  };
}
