/** Whether this recitation is downloaded, and the download action (from the offline work). */
import type { ReactNode } from 'react';
import type { Audio } from '@domain/schemas';

export function useOfflineStatus(_audio: Audio): { isDownloaded: boolean; action: ReactNode } {
  return { isDownloaded: false, action: null };
}
