/**
 * "Download for offline" for one recitation: shows the size before anything is fetched,
 * a progress bar and a cancel button while it downloads (a cancel keeps nothing), then
 * "available offline" with a remove action. A
 * failure (no room on the device, network cut) is said in words, and the app goes on.
 */
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Audio } from '@domain/schemas';
import { Progress } from '@client/components/ui/progress';
import { AppIcon } from '@client/components/icons/app-icon';
import { useOfflineAudio } from '@client/hooks/use-offline-audio';
import { formatBytes } from '@client/lib/format-bytes';
import '@client/i18n/namespaces/storage';

type Props = { audio: Pick<Audio, 'id' | 'poemId' | 'mimeType' | 'sizeBytes' | 'title'> };

export function DownloadAudioButton({ audio }: Props) {
  const { t, i18n } = useTranslation('storage');
  const offline = useOfflineAudio(audio);
  const size = formatBytes(offline.sizeBytes, i18n.resolvedLanguage);

  return (
    <Stack gap="1" data-offline-audio={offline.state} maxW="sm">
      {offline.state === 'downloading' ? (
        <HStack gap="2">
          <Progress.Root
            flex="1"
            minW="0"
            value={Math.round(offline.progress * 100)}
            size="sm"
            colorPalette="success"
          >
            <Progress.Label textStyle="xs">{t('audio.downloading')}</Progress.Label>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          <Button size="xs" variant="outline" onClick={offline.cancel}>
            {t('audio.cancel')}
          </Button>
        </HStack>
      ) : offline.state === 'downloaded' ? (
        <HStack gap="2" wrap="wrap">
          <Text textStyle="sm" color="success.fg">
            {t('audio.downloaded')} · {size}
          </Text>
          <Button size="xs" variant="ghost" onClick={() => void offline.remove()}>
            {t('audio.remove')}
          </Button>
        </HStack>
      ) : (
        // The label and the size may not fit a phone's card on one line: they wrap inside it.
        <Button
          size="sm"
          variant="outline"
          maxW="full"
          h="auto"
          minH="8"
          py="1.5"
          whiteSpace="normal"
          textAlign="start"
          onClick={() => void offline.download()}
        >
          <AppIcon name="download" />
          {t('audio.downloadWithSize', { size })}
        </Button>
      )}
      {offline.error && (
        <Text role="alert" textStyle="xs" color="fg.error">
          {t(`audio.errors.${offline.error}`)}
        </Text>
      )}
    </Stack>
  );
}
