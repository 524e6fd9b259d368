import { createFileRoute } from '@tanstack/react-router';
import { DownloadAudioButton } from '@client/components/offline-audio/download-audio-button';
import { AudiosScreen } from '@client/features/audios/components/audios-screen';
import { useDownloadedAudioIds, useOfflineOnly } from '@client/hooks/use-offline-only';

/** The recitations list, honouring the offline-only switch, each with its download action. */
export const Route = createFileRoute('/_main/audios')({
  component: AudiosRoute,
});

function AudiosRoute() {
  const [offlineOnly] = useOfflineOnly();
  const downloaded = useDownloadedAudioIds();
  return (
    <AudiosScreen
      offlineOnly={offlineOnly}
      downloadedAudioIds={downloaded}
      downloadAction={(audio) => <DownloadAudioButton audio={audio} />}
    />
  );
}
