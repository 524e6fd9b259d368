/** Maps an `audios` row to the API's Audio shape; the storage key stays on the server. */
import type { Audio } from '@domain/schemas/audio';
import type { audios } from '../../../db/schema';

export type AudioRow = typeof audios.$inferSelect;

/** An audio with where its bytes are: for the routes that stream or delete them. */
export type StoredAudio = Audio & { storageKey: string };

/** The public view of an audio row (no storage key). */
export function toAudio(row: AudioRow): Audio {
  return {
    id: row.id,
    title: row.title,
    poemId: row.poemId,
    singerId: row.singerId,
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes,
    durationSec: row.durationSec,
    vtt: row.vtt,
    plays: row.plays,
    downloads: row.downloads,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    rev: row.rev,
    version: row.version,
  };
}

/** The row with its storage key, for server-side use only. */
export const toStoredAudio = (row: AudioRow): StoredAudio => ({
  ...toAudio(row),
  storageKey: row.storageKey,
});
