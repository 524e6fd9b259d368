/**
 * Decodes a recording in the browser (Web Audio's decodeAudioData in an OfflineAudioContext:
 * no model, nothing downloaded but the recording) to mono samples at DECODE_RATE, enough for
 * the loudness curve and the waveform; and the waveform's peaks from those samples.
 */

/** 16 kHz is plenty for speech loudness and keeps a 10-minute recording under 40 MB. */
const DECODE_RATE = 16_000;

export type DecodedAudio = { samples: Float32Array; sampleRate: number; duration: number };

export async function decodeRecording(bytes: ArrayBuffer): Promise<DecodedAudio> {
  const context = new OfflineAudioContext(1, 1, DECODE_RATE);
  const buffer = await context.decodeAudioData(bytes);
  const samples = new Float32Array(buffer.length);
  for (let channel = 0; channel < buffer.numberOfChannels; channel += 1) {
    const data = buffer.getChannelData(channel);
    for (let i = 0; i < data.length; i += 1) samples[i]! += data[i]! / buffer.numberOfChannels;
  }
  return { samples, sampleRate: buffer.sampleRate, duration: buffer.duration };
}

/** The waveform's peaks: the largest magnitude of each of `perSecond` slices a second. */
export function peaksOf({ samples, sampleRate }: DecodedAudio, perSecond = 100): Float32Array {
  const size = Math.max(1, Math.floor(sampleRate / perSecond));
  const peaks = new Float32Array(Math.ceil(samples.length / size));
  for (let slice = 0; slice < peaks.length; slice += 1) {
    let max = 0;
    const end = Math.min(samples.length, (slice + 1) * size);
    for (let i = slice * size; i < end; i += 1) max = Math.max(max, Math.abs(samples[i]!));
    peaks[slice] = max;
  }
  return peaks;
}
