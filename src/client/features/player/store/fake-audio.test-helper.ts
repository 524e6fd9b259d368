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
  volume = 1;
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
  /** Loads fail as with no network: the clock back to 0, then an error (code 4, as Chromium). */
  failLoads = false;
  load() {
    this.time = 0;
    if (this.failLoads) {
      this.duration = Number.NaN;
      this.fire('timeupdate');
      this.error = { code: 4 };
      this.fire('error');
      return;
    }
    this.error = null;
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
  /** Plays to the end as a browser does: the clock at the duration, paused, then `ended`. */
  end() {
    this.time = this.duration;
    this.paused = true;
    this.fire('timeupdate');
    this.fire('pause');
    this.fire('ended');
  }
  fire(type: string) {
    this.dispatchEvent(new Event(type));
  }
}
