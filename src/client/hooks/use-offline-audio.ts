/**
 * One recitation's offline state for its download button: none, downloading (with
 * progress 0..1), downloaded, or error; its size (the stored size once downloaded, the
 * server's before), and the actions.
 */
import { useCallback, useState, useSyncExternalStore } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { Audio } from '@domain/schemas';
import { db } from '@client/db/db';
import {
  AudioDownloadError,
  cancelDownload,
  DownloadCancelled,
  downloadAudio,
  downloadProgress,
  removeDownload,
  subscribeDownloads,
  type DownloadFailure,
} from '@client/offline-audio/audio-downloads';

export type OfflineAudioState = 'none' | 'downloading' | 'downloaded' | 'error';

export interface OfflineAudio {
  state: OfflineAudioState;
  progress: number;
  sizeBytes: number;
  download: () => Promise<void>;
  /** Stops a download in progress and keeps nothing of it. */
  cancel: () => void;
  remove: () => Promise<void>;
  /** Why the last download failed: 'quota' (no room on the device), 'network' or 'server'. */
  error?: DownloadFailure;
}

export function useOfflineAudio(
  audio: Pick<Audio, 'id' | 'poemId' | 'mimeType' | 'sizeBytes'>,
): OfflineAudio {
  const saved = useLiveQuery(() => db.downloads.get(audio.id), [audio.id]);
  const progress = useSyncExternalStore(subscribeDownloads, () => downloadProgress(audio.id));
  const [error, setError] = useState<DownloadFailure>();

  const download = useCallback(async () => {
    setError(undefined);
    try {
      await downloadAudio(audio);
    } catch (e) {
      if (e instanceof DownloadCancelled) return;
      console.error('Download for offline failed', e);
      setError(e instanceof AudioDownloadError ? e.reason : 'server');
    }
  }, [audio]);
  const cancel = useCallback(() => cancelDownload(audio.id), [audio.id]);
  const remove = useCallback(() => removeDownload(audio.id), [audio.id]);

  const state: OfflineAudioState =
    progress !== undefined ? 'downloading' : saved ? 'downloaded' : error ? 'error' : 'none';
  return {
    state,
    progress: saved && progress === undefined ? 1 : (progress ?? 0),
    sizeBytes: saved?.sizeBytes ?? audio.sizeBytes,
    download,
    cancel,
    remove,
    error: state === 'error' ? error : undefined,
  };
}
