/**
 * Whether this recitation is on the device (downloaded for offline listening), and the download
 * action to show beside the player while online. Offline, a recitation that is not downloaded
 * cannot play: the player says so instead of failing (the service worker only answers downloaded
 * recitations).
 */
import { createElement, type ReactNode } from 'react';
import { DownloadAudioButton } from '@client/components/offline-audio/download-audio-button';
import { useOfflineAudio } from '@client/hooks/use-offline-audio';
import { useOnline } from '@client/hooks/use-online';
import type { Audio } from '@domain/schemas';

export function useOfflineStatus(audio: Audio): { isDownloaded: boolean; action: ReactNode } {
  const offline = useOfflineAudio(audio);
  const online = useOnline();
  const isDownloaded = offline.state === 'downloaded';
  // Offline the button could only fail; a downloaded recitation still shows its state and removal.
  const action = online || isDownloaded ? createElement(DownloadAudioButton, { audio }) : null;
  return { isDownloaded, action };
}
