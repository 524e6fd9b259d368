/**
 * Reads what the upload route needs to know about stored audio (duration, whether it has
 * an audio or a video track) with music-metadata, from the store's own stream, so it works
 * the same for a local folder and an S3 bucket. It reads the whole file only when the
 * format needs it for an exact duration (e.g. a VBR MP3 without a Xing header).
 * A file music-metadata can't parse is not an error here: the duration is then unknown.
 */
import { parseStream } from 'music-metadata';
import type { AudioStore } from '../audio-store/audio-store';

export interface AudioInfo {
  /** Seconds, rounded to the millisecond; null when unknown. */
  durationSec: number | null;
  /** Undefined when the file could not be parsed. */
  hasAudio?: boolean;
  hasVideo?: boolean;
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
    return { durationSec, hasAudio: format.hasAudio, hasVideo: format.hasVideo };
  } catch {
    return { durationSec: null };
  } finally {
    // music-metadata may stop early; let go of the file handle or the S3 connection.
    stream.destroy();
  }
}
