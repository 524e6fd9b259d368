/**
 * Energy-based voice activity on decoded audio (no model): the loudness of each short frame,
 * and the silences long enough to be pauses between verses. The same functions run in the
 * browser (on Web Audio's decoded samples) and in Node (the measurement script), so what is
 * measured is what administrators get.
 *
 * The threshold adapts to the recording: between its quiet floor (10th percentile of frame
 * loudness) and its speech level (90th percentile), at THRESHOLD_SHARE of the way up, so a
 * noisy room and a quiet studio both work without a setting.
 */

/** Frame length of the loudness curve (seconds). */
export const FRAME_SECONDS = 0.02;
/** A pause shorter than this is inside a verse (a breath between words), not between verses. */
export const MIN_SILENCE_SECONDS = 0.2;
const THRESHOLD_SHARE = 0.3;
const FLOOR_DB = -100;

export type Interval = { start: number; end: number };

/** The loudness (dB of the frame's RMS) of each FRAME_SECONDS frame of mono samples. */
export function frameLoudness(samples: Float32Array, sampleRate: number): Float32Array {
  const size = Math.max(1, Math.round(sampleRate * FRAME_SECONDS));
  const count = Math.ceil(samples.length / size);
  const loudness = new Float32Array(count);
  for (let frame = 0; frame < count; frame += 1) {
    const from = frame * size;
    const to = Math.min(samples.length, from + size);
    let sum = 0;
    for (let i = from; i < to; i += 1) sum += (samples[i] ?? 0) ** 2;
    const rms = Math.sqrt(sum / Math.max(1, to - from));
    loudness[frame] = rms > 0 ? Math.max(FLOOR_DB, 20 * Math.log10(rms)) : FLOOR_DB;
  }
  return loudness;
}

function percentile(values: Float32Array, share: number): number {
  const sorted = Float32Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? FLOOR_DB;
}

/**
 * The silences of a loudness curve that last at least `minSeconds`, in order, including one
 * at the very start or end of the audio. Times are seconds.
 */
export function findSilences(loudness: Float32Array, minSeconds = MIN_SILENCE_SECONDS): Interval[] {
  if (loudness.length === 0) return [];
  const floor = percentile(loudness, 0.1);
  const speech = percentile(loudness, 0.9);
  const threshold = floor + THRESHOLD_SHARE * (speech - floor);
  const silences: Interval[] = [];
  let runStart = -1;
  for (let frame = 0; frame <= loudness.length; frame += 1) {
    const quiet = frame < loudness.length && (loudness[frame] ?? FLOOR_DB) < threshold;
    if (quiet && runStart === -1) runStart = frame;
    if (!quiet && runStart !== -1) {
      if ((frame - runStart) * FRAME_SECONDS >= minSeconds) {
        silences.push({ start: runStart * FRAME_SECONDS, end: frame * FRAME_SECONDS });
      }
      runStart = -1;
    }
  }
  return silences;
}
