/** The shapes of the player store (player-store.ts). */
import type { VerseTimeline } from '@domain/vtt/map-cues-to-verses';
import type { RepeatState } from '@domain/vtt/repeat-range';

/** How the recitation's verse timing turned out: shown to the reader when it is not 'ok'. */
export type TimingStatus = 'ok' | 'none' | 'invalid' | 'unmatched';

/** A recitation ready to play, with everything the player shows about it. */
export interface PlayerTrack {
  audioId: string;
  poemId: string;
  poemTitle: string;
  singerName: string | null;
  src: string;
  artworkUrl: string | null;
  /** The poem's verses in content order (index = `data-verse-index`). */
  verseTexts: string[];
  /** Null when there is no usable timing (see `timing`). */
  timeline: VerseTimeline | null;
  timing: TimingStatus;
}

/** Why the audio cannot play. 'offline': not downloaded and the server cannot be reached. */
export type PlayerError = 'missing' | 'network' | 'offline';

export interface PlayerState {
  track: PlayerTrack | null;
  isPlaying: boolean;
  /** Playing was asked for but the audio is still buffering. */
  isWaiting: boolean;
  error: PlayerError | null;
  /** Seconds, from the audio clock (refreshed every animation frame while playing). */
  currentTime: number;
  /** Seconds; 0 until known. */
  duration: number;
  rate: number;
  currentVerse: number | null;
  repeat: RepeatState | null;
  /** How many full players are on screen; the mini-player hides while one is. */
  fullPlayers: number;
}

/** What the store needs from outside: counting a play (the outbox), and an audio element. */
export interface PlayerDeps {
  recordPlay: (audioId: string) => unknown;
  createAudio: () => HTMLAudioElement;
  /** The app's connectivity (a dead connection the browser calls online is offline). */
  isOnline: () => boolean;
  /** The HTTP status a request for `src` gets, or null when no answer comes (explains an error). */
  reach?: (src: string) => Promise<number | null>;
  /** Where the reader stopped in a recitation on any device (seconds), for a load without a time. */
  placeOf?: (audioId: string) => number | undefined;
}

export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;
export const SKIP_SECONDS = 10;
