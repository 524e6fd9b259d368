/**
 * WebVTT timestamps: `hh:mm:ss.ttt` or `mm:ss.ttt` (hours may have more than two digits, minutes
 * and seconds are 00–59, exactly three digits of milliseconds). Seconds are computed from a whole
 * number of milliseconds, so parse and format round-trip exactly.
 */

const TIMESTAMP = /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;

/** Returns the timestamp in seconds, or undefined if it is not a well-formed WebVTT timestamp. */
export function parseTimestamp(text: string): number | undefined {
  const match = TIMESTAMP.exec(text);
  if (match === null) return undefined;
  const [, hours = '0', minutes = '0', seconds = '0', millis = '0'] = match;
  const totalMs = ((Number(hours) * 60 + Number(minutes)) * 60 + Number(seconds)) * 1000;
  return (totalMs + Number(millis)) / 1000;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** Returns `hh:mm:ss.mmm` for a time in seconds, rounded to the millisecond; throws if negative. */
export function formatTimestamp(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) {
    throw new RangeError(`Invalid cue time: ${seconds}`);
  }
  const totalMs = Math.round(seconds * 1000);
  const hours = Math.floor(totalMs / 3_600_000);
  const minutes = Math.floor(totalMs / 60_000) % 60;
  const secs = Math.floor(totalMs / 1000) % 60;
  return `${pad(hours, 2)}:${pad(minutes, 2)}:${pad(secs, 2)}.${pad(totalMs % 1000, 3)}`;
}
