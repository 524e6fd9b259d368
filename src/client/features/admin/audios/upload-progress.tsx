/**
 * The progress of a running upload: a bar (`role="progressbar"`, its value in percent and
 * its text in percent and bytes, for screen readers too) and the Cancel that stops it.
 */
import { Button, HStack, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { UploadProgress as Progressed } from '@client/api/upload-with-progress';
import { Progress } from '@client/components/ui/progress';
import { formatBytes } from '@client/lib/format-bytes';

export function UploadProgress({
  progress,
  onCancel,
}: {
  progress: Progressed;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation('admin-audios');
  const percent = progress.total ? Math.floor((progress.loaded / progress.total) * 100) : 0;
  const text = t('upload.progress', {
    percent,
    sent: formatBytes(progress.loaded, i18n.resolvedLanguage),
    total: formatBytes(progress.total, i18n.resolvedLanguage),
  });
  return (
    <Stack gap="2" data-testid="upload-progress">
      <Progress.Root value={percent} size="md" translations={{ value: () => text }}>
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Progress.Label>{t('upload.label')}</Progress.Label>
          <Progress.ValueText aria-live="off">{text}</Progress.ValueText>
        </HStack>
        <Progress.Track aria-label={t('upload.label')}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <HStack>
        <Button size="sm" variant="outline" colorPalette="error" onClick={onCancel}>
          {t('upload.cancel')}
        </Button>
      </HStack>
    </Stack>
  );
}
