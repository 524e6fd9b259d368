/**
 * Reads what the upload route needs to know about stored audio (duration, whether it has
 * an audio or a video track) with music-metadata, from the store's own stream, so it works
 * the same for a local folder and an S3 bucket. It reads the whole file only when the
 * format needs it for an exact duration (e.g. a VBR MP3 without a Xing header).
 * A file music-metadata can't parse is not an error here: the duration is then unknown, and
 * `unplayableReason` tells the upload route why such a file is not a recitation.
 */
import { parseStream } from 'music-metadata';
import type { AudioStore } from '../audio-store/audio-store';

export interface AudioInfo {
  /** Seconds, rounded to the millisecond; null when unknown. */
  durationSec: number | null;
  /** Undefined when the file could not be parsed. */
  hasAudio?: boolean;
  hasVideo?: boolean;
  /** Average bits per second the headers announce, when they do. */
  bitrate?: number;
}

/**
 * Why stored bytes are not a playable recitation, or undefined when they are: a recitation is
 * decodable audio with a duration. Refused: a file whose headers parse but hold no audio
 * stream (a 16-byte WAV header, the ID3 tag of an MP3 alone), one without a duration, and one
 * much shorter than its own headers announce (cut off: under half the bytes its bitrate and
 * duration need).
 */
export function unplayableReason(info: AudioInfo, sizeBytes: number): string | undefined {
  if (info.hasAudio === false) return 'it holds no audio stream';
  if (!info.durationSec) return 'no audio could be decoded from it (no duration)';
  if (info.bitrate && sizeBytes < ((info.durationSec * info.bitrate) / 8) * 0.5) {
    return 'it is cut short (much smaller than the recording its headers announce)';
  }
  return undefined;
}

/** Parses the object under `key`; never throws for unreadable media. */
export async function readAudioInfo(
  store: AudioStore,
  key: string,
  mimeType: string,
  size: number,
): Promise<AudioInfo> {
  const stream = await store.get(key);
  try {
    const { format } = await parseStream(
      stream,
      { mimeType, size },
      { duration: true, skipCovers: true },
    );
    const seconds = format.duration;
    const durationSec =
      seconds !== undefined && Number.isFinite(seconds) && seconds > 0
        ? Math.round(seconds * 1000) / 1000
        : null;
    return {
      durationSec,
      hasAudio: format.hasAudio,
      hasVideo: format.hasVideo,
      bitrate: format.bitrate && Number.isFinite(format.bitrate) ? format.bitrate : undefined,
    };
  } catch {
    return { durationSec: null };
  } finally {
    // music-metadata may stop early; let go of the file handle or the S3 connection.
    stream.destroy();
  }
}
