/**
 * Decides what an uploaded file is from its first bytes (file-type), never from its name
 * or the client's Content-Type, and maps it to one of the AUDIO_MIME_TYPES we store.
 *
 * Containers that file-type can only call "video" (WebM, and MP4 with a generic brand, which
 * is what many Android recorders write for .m4a) are accepted provisionally: the upload route
 * keeps them only if the parsed file has an audio track. Anything else, including video-only
 * Ogg (Theora), is refused by the caller with 415.
 */
import { fileTypeFromBuffer } from 'file-type';
import type { AUDIO_MIME_TYPES } from '@domain/schemas/audio';

export type AudioMimeType = (typeof AUDIO_MIME_TYPES)[number];

/** How many leading bytes file-type needs to recognise every format it knows. */
export const SNIFF_BYTES = 4100;

export interface SniffedAudio {
  mimeType: AudioMimeType;
  /** Extension of the stored object's key. */
  ext: string;
  /** A container file-type reports as video: keep it only if it holds an audio track. */
  needsAudioTrack: boolean;
}

type Accepted = { mimeType: AudioMimeType; ext?: string; needsAudioTrack?: boolean };

const ACCEPTED: Record<string, Accepted> = {
  'audio/mpeg': { mimeType: 'audio/mpeg', ext: 'mp3' },
  'audio/ogg': { mimeType: 'audio/ogg' },
  'audio/ogg; codecs=opus': { mimeType: 'audio/ogg', ext: 'opus' },
  'audio/opus': { mimeType: 'audio/ogg', ext: 'opus' },
  'audio/mp4': { mimeType: 'audio/mp4', ext: 'm4a' },
  'audio/x-m4a': { mimeType: 'audio/mp4', ext: 'm4a' },
  'audio/aac': { mimeType: 'audio/aac', ext: 'aac' },
  'audio/wav': { mimeType: 'audio/wav', ext: 'wav' },
  'audio/x-wav': { mimeType: 'audio/wav', ext: 'wav' },
  'audio/vnd.wave': { mimeType: 'audio/wav', ext: 'wav' },
  'audio/webm': { mimeType: 'audio/webm', ext: 'webm' },
  'video/webm': { mimeType: 'audio/webm', ext: 'webm', needsAudioTrack: true },
  'video/mp4': { mimeType: 'audio/mp4', ext: 'm4a', needsAudioTrack: true },
};

const EXTENSIONS: Record<AudioMimeType, string> = {
  'audio/mpeg': 'mp3',
  'audio/ogg': 'ogg',
  'audio/mp4': 'm4a',
  'audio/aac': 'aac',
  'audio/wav': 'wav',
  'audio/webm': 'webm',
};

export interface SniffResult {
  /** The accepted audio type, or null when the file is refused. */
  audio: SniffedAudio | null;
  /** What file-type recognised, for a 415 message (null: nothing it knows). */
  detected: string | null;
}

/** Recognises the file that starts with `head`. */
export async function sniffAudioType(head: Uint8Array): Promise<SniffResult> {
  const found = head.length ? await fileTypeFromBuffer(head) : undefined;
  const accepted = found && ACCEPTED[found.mime];
  if (!found || !accepted) return { audio: null, detected: found?.mime ?? null };
  const audio: SniffedAudio = {
    mimeType: accepted.mimeType,
    ext: accepted.ext ?? found.ext,
    needsAudioTrack: accepted.needsAudioTrack ?? false,
  };
  return { audio, detected: found.mime };
}

/** The usual file extension of a stored MIME type ('bin' for one we don't know). */
export const extensionOf = (mimeType: string) => EXTENSIONS[mimeType as AudioMimeType] ?? 'bin';
