/** Translates the audio element's media events into the player store's calls (player-store.ts). */
import type { PlayerError } from './player-types';

export interface AudioEventHandlers {
  tick: () => void;
  onPlay: () => void;
  onPlaying: () => void;
  onPause: () => void;
  onEnded: () => void;
  onSeeking: () => void;
  onWaiting: () => void;
  onDuration: (duration: number) => void;
  onRate: (rate: number) => void;
  onError: (error: PlayerError) => void;
}

/** MEDIA_ERR_NETWORK is 2; 3 (decode) and 4 (not supported, also a 404) mean a missing or broken file. */
const errorOf = (audio: HTMLAudioElement): PlayerError =>
  audio.error?.code === 2 ? 'network' : 'missing';

export function wireAudioEvents(audio: HTMLAudioElement, on: AudioEventHandlers): void {
  audio.addEventListener('play', on.onPlay);
  audio.addEventListener('playing', on.onPlaying);
  audio.addEventListener('pause', on.onPause);
  audio.addEventListener('ended', on.onEnded);
  audio.addEventListener('seeking', on.onSeeking);
  audio.addEventListener('seeked', on.tick);
  audio.addEventListener('timeupdate', on.tick);
  audio.addEventListener('waiting', on.onWaiting);
  audio.addEventListener('loadedmetadata', () => on.onDuration(audio.duration));
  audio.addEventListener('durationchange', () => on.onDuration(audio.duration));
  audio.addEventListener('ratechange', () => on.onRate(audio.playbackRate));
  audio.addEventListener('error', () => {
    // An element emptied on purpose (close) reports an error too; only a real source counts.
    if (audio.getAttribute('src')) on.onError(errorOf(audio));
  });
}
