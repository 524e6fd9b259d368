/**
 * The recitations stored on this device for the storage screen: each with its title, its
 * poem's title and its stored size, newest first, plus the total; and the actions to
 * delete one or all. Titles come from the mirror (a recitation deleted on the server but
 * still downloaded shows a generic label until the reader deletes it).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@client/db/db';
import { removeAllDownloads, removeDownload } from '@client/offline-audio/audio-downloads';

export interface DownloadedRecitation {
  audioId: string;
  title?: string;
  poemTitle?: string;
  sizeBytes: number;
  downloadedAt: number;
}

export function useDownloadedRecitations() {
  const items = useLiveQuery(async (): Promise<DownloadedRecitation[]> => {
    const rows = await db.downloads.orderBy('downloadedAt').reverse().toArray();
    const audios = await db.audios.bulkGet(rows.map((r) => r.audioId));
    const poems = await db.poems.bulkGet(rows.map((r) => r.poemId));
    return rows.map((row, i) => ({
      audioId: row.audioId,
      title: audios[i]?.title,
      poemTitle: poems[i]?.title,
      sizeBytes: row.sizeBytes,
      downloadedAt: row.downloadedAt,
    }));
  }, []);
  const totalBytes = (items ?? []).reduce((sum, item) => sum + item.sizeBytes, 0);
  return {
    items,
    totalBytes,
    remove: (audioId: string) => removeDownload(audioId),
    removeAll: () => removeAllDownloads(),
  };
}
