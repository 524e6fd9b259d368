/**
 * A stored upload must be a recitation: decodable audio with a duration (unplayableReason:
 * not a bare header, not an ID3 tag alone, not cut short, not a video without sound). The
 * upload and the file replacement both ask this before they write a row; a 415 here means
 * the caller deletes the stored object.
 */
import type { AudioStore } from '../../../audio-store/audio-store';
import { readAudioInfo, unplayableReason, type AudioInfo } from '../../../audio/read-audio-info';
import { refuseFile, type StoredUpload } from '../../../audio/receive-upload';

/** The audio's info, or a 415 (also on `fields.file`) saying why it is not playable. */
export async function checkPlayable(store: AudioStore, stored: StoredUpload): Promise<AudioInfo> {
  const info = await readAudioInfo(store, stored.key, stored.mimeType, stored.sizeBytes);
  if (stored.needsAudioTrack && !info.hasAudio) throw refuseFile(415, { kind: 'noAudioTrack' });
  const reason = unplayableReason(info, stored.sizeBytes);
  if (reason) throw refuseFile(415, { kind: 'unplayable', reason });
  return info;
}
