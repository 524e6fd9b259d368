/**
 * Why the server refuses an audio file, written once for both ends: its stable code with
 * the values its sentence needs (413/415/400, also on `fieldCodes.file`), which the
 * dashboard says in the administrator's language (the client's errors table), and the
 * English message for people reading the raw answer.
 */
import type { FieldError } from './error-codes';

export type AudioRefusal =
  | { kind: 'tooLarge'; maxBytes: number }
  | { kind: 'unsupported'; detected: string | null }
  | { kind: 'noAudioTrack' }
  | { kind: 'unplayable'; reason: string }
  | { kind: 'empty' }
  | { kind: 'missing' };

const ACCEPTED = 'send MP3, Ogg/Opus, M4A/AAC, WAV or WebM audio';

/** The refusal as a field error: its stable code, its sentence's values and the English message. */
export function audioRefusalError(refusal: AudioRefusal): FieldError {
  const message = audioRefusalMessage(refusal);
  switch (refusal.kind) {
    case 'tooLarge':
      return { code: 'file_too_large', message, params: { maxBytes: refusal.maxBytes } };
    case 'unsupported':
      return refusal.detected
        ? { code: 'unsupported_format', message, params: { detected: refusal.detected } }
        : { code: 'unsupported_format', message };
    case 'noAudioTrack':
      return { code: 'no_audio_track', message };
    case 'unplayable':
      return { code: 'unplayable', message, params: { reason: refusal.reason } };
    case 'empty':
      return { code: 'empty_file', message };
    case 'missing':
      return { code: 'file_required', message };
  }
}

/** The server's English message for a refusal. */
export function audioRefusalMessage(refusal: AudioRefusal): string {
  switch (refusal.kind) {
    case 'tooLarge':
      return `The file is larger than the limit of ${refusal.maxBytes} bytes`;
    case 'unsupported':
      return (
        'The file is not a supported audio format ' +
        `(${refusal.detected ? `found ${refusal.detected}` : 'unrecognised content'}); ${ACCEPTED}`
      );
    case 'noAudioTrack':
      return 'The file has no audio track; send an audio recording';
    case 'unplayable':
      return `The file is not a playable recording: ${refusal.reason}; send a complete audio file`;
    case 'empty':
      return 'The file is empty';
    case 'missing':
      return 'An audio file is required';
  }
}
