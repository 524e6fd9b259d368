/**
 * The oldest change-feed cursor in use: the lowest `since` of the sync pulls seen lately.
 * Devices keep their cursor on their side, so the server knows only the cursors that pull;
 * a device that stopped pulling is no longer "in use". The window is two buckets of
 * `bucketMs` (the current one and the previous one), so the figure covers between one and two
 * buckets of recent pulls and forgets an old device a bucket after its last pull, with no
 * per-device state (two numbers whatever the number of readers). A pull from 0 (a new or reset
 * mirror) holds no cursor yet and is not counted.
 */
export class OldestCursor {
  private current = Infinity;
  private previous = Infinity;
  private bucketStart: number;

  constructor(
    private readonly bucketMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.bucketStart = now();
  }

  seen(since: number): void {
    if (since <= 0) return;
    this.rotate();
    if (since < this.current) this.current = since;
  }

  /** The lowest cursor of the window, or undefined when no device pulled in it. */
  oldest(): number | undefined {
    this.rotate();
    const oldest = Math.min(this.current, this.previous);
    return Number.isFinite(oldest) ? oldest : undefined;
  }

  private rotate() {
    const elapsed = this.now() - this.bucketStart;
    if (elapsed < this.bucketMs) return;
    // A whole bucket or more with no pull forgets the current one too.
    this.previous = elapsed < 2 * this.bucketMs ? this.current : Infinity;
    this.current = Infinity;
    this.bucketStart += Math.floor(elapsed / this.bucketMs) * this.bucketMs;
  }
}
