/**
 * The recording writes that send a file: the upload (multipart, with progress and Cancel)
 * and the file replacement (same id, based on `version`). Field names come from the domain (AUDIO_UPLOAD_FIELDS, AUDIO_UPLOAD_FILE_FIELD),
 * the ones the server reads.
 */
import {
  AUDIO_UPLOAD_FIELDS,
  AUDIO_UPLOAD_FILE_FIELD,
  type Audio,
  type AudioInput,
} from '@domain/schemas/audio';
import { uploadWithProgress, type UploadProgress } from '@client/api/upload-with-progress';

export interface Transfer {
  onProgress: (progress: UploadProgress) => void;
  signal: AbortSignal;
}

/** Uploads a new recording: its text fields, then its file (the server reads either order). */
export function uploadAudio(input: AudioInput, file: File, transfer: Transfer): Promise<Audio> {
  const form = new FormData();
  for (const name of AUDIO_UPLOAD_FIELDS) {
    const value = input[name];
    if (typeof value === 'string') form.append(name, value);
  }
  form.append(AUDIO_UPLOAD_FILE_FIELD, file, file.name);
  return uploadWithProgress<Audio>({ method: 'POST', path: 'audios', form, ...transfer });
}

/** Replaces a recording's file; 409 when the recording is no longer at `version`. */
export function replaceAudioFile(
  id: string,
  version: number,
  file: File,
  transfer: Transfer,
): Promise<Audio> {
  const form = new FormData();
  form.append(AUDIO_UPLOAD_FILE_FIELD, file, file.name);
  const path = `audios/${encodeURIComponent(id)}/file?version=${version}`;
  return uploadWithProgress<Audio>({ method: 'PUT', path, form, ...transfer });
}
