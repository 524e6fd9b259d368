/**
 * Hybrid logical clocks (Kulkarni et al., 2014): the stamp of every operation of a reader's
 * library. A stamp is the device's wall clock in ms, a counter that breaks ties inside one
 * millisecond and carries causality past a clock that runs behind, and the device's id.
 *
 * Why not the wall clock alone: two devices' clocks disagree, and a phone whose clock is a
 * minute behind would lose every edit it makes after seeing a laptop's. A hybrid clock never
 * goes backwards and always moves past every stamp it has seen, so an operation made after
 * seeing another one (on any device) always gets a larger stamp: "later" in this order
 * respects "made knowing of", which is what the merge rules (state.ts) rely on.
 *
 * A stamp is written as one string whose plain string order IS the clock's total order
 * (wall, then counter, then device): fixed-width decimal wall and counter, then the device.
 * Stamps are unique (one device never hands out one twice), so a stamp also names its operation.
 */
const WALL_DIGITS = 15;
const COUNTER_DIGITS = 6;
const MAX_COUNTER = 10 ** COUNTER_DIGITS - 1;

/** A device id: 1 to 40 letters, digits, "-" or "_" (no ":", which separates the parts). */
export const DEVICE_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;
/** A stamp as sent and stored: `wall:counter:device`. */
export const HLC_PATTERN = /^\d{15}:\d{6}:[A-Za-z0-9_-]{1,40}$/;

export type Hlc = string;

export interface HlcParts {
  wall: number;
  counter: number;
  device: string;
}

export function formatHlc({ wall, counter, device }: HlcParts): Hlc {
  return `${String(wall).padStart(WALL_DIGITS, '0')}:${String(counter).padStart(COUNTER_DIGITS, '0')}:${device}`;
}

export function parseHlc(hlc: Hlc): HlcParts {
  const [wall = '0', counter = '0', device = ''] = hlc.split(':');
  return { wall: Number(wall), counter: Number(counter), device };
}

/** The clock's total order: negative, zero or positive, as for Array.sort. */
export const compareHlc = (a: Hlc, b: Hlc): number => (a < b ? -1 : a > b ? 1 : 0);

export const maxHlc = (a: Hlc | undefined, b: Hlc | undefined): Hlc | undefined =>
  a === undefined ? b : b === undefined ? a : a > b ? a : b;

/** One device's clock. `now` is injectable so tests can make clocks disagree. */
export class HybridClock {
  private wall = 0;
  private counter = 0;

  constructor(
    readonly device: string,
    private readonly now: () => number = Date.now,
  ) {
    if (!DEVICE_PATTERN.test(device)) throw new Error(`Not a device id: ${device}`);
  }

  /** A new stamp, larger than every stamp this clock has handed out or seen. */
  tick(): Hlc {
    const physical = this.now();
    if (physical > this.wall) {
      this.wall = physical;
      this.counter = 0;
    } else this.advanceCounter();
    return formatHlc({ wall: this.wall, counter: this.counter, device: this.device });
  }

  /** Moves past a stamp received from another device (call for every operation received). */
  observe(remote: Hlc): void {
    const { wall, counter } = parseHlc(remote);
    if (wall > this.wall) {
      this.wall = wall;
      this.counter = counter;
    } else if (wall === this.wall && counter > this.counter) this.counter = counter;
  }

  private advanceCounter(): void {
    if (this.counter < MAX_COUNTER) this.counter += 1;
    else {
      // A million stamps in one millisecond: borrow the next millisecond rather than wrap.
      this.wall += 1;
      this.counter = 0;
    }
  }
}
