/** Shared by the player's store tests (player-store.test.ts, ../resume). */
/**
 * A stand-in for the audio element: jsdom implements no media playback. It keeps a clock that
 * the test moves, and fires the media events a browser fires.
 */
export class FakeAudio extends EventTarget {
  src = '';
  paused = true;
  readyState = 4;
  duration = Number.NaN;
  playbackRate = 1;
  defaultPlaybackRate = 1;
  error: { code: number } | null = null;
  private time = 0;
  get currentTime() {
    return this.time;
  }
  set currentTime(value: number) {
    this.time = value;
    this.fire('seeking');
    this.fire('seeked');
  }
  getAttribute(name: string) {
    return name === 'src' && this.src ? this.src : null;
  }
  removeAttribute() {
    this.src = '';
  }
  load() {
    this.time = 0;
    this.duration = 55.4;
    this.fire('durationchange');
  }
  async play() {
    this.paused = false;
    this.fire('play');
    this.fire('playing');
  }
  pause() {
    if (this.paused) return;
    this.paused = true;
    this.fire('pause');
  }
  /** The clock moving with no event at all (between two timeupdates). */
  runTo(time: number) {
    this.time = time;
  }
  /** The clock running naturally to `time` (no seek). */
  advance(time: number) {
    this.time = time;
    this.fire('timeupdate');
  }
  fire(type: string) {
    this.dispatchEvent(new Event(type));
  }
}
