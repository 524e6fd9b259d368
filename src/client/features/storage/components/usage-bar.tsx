/** Used and available space as a bar, with the persistence status in words. */
import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Progress } from '@client/components/ui/progress';
import { formatBytes } from '@client/lib/format-bytes';
import type { StorageEstimateView } from '../hooks/use-storage-estimate';

export function UsageBar({ estimate }: { estimate: StorageEstimateView }) {
  const { t, i18n } = useTranslation('storage');
  const { usage, quota, persisted } = estimate;
  const lng = i18n.resolvedLanguage;
  const known = usage !== undefined && quota !== undefined && quota > 0;
  return (
    <Stack gap="2" data-storage-usage>
      {known ? (
        <Progress.Root
          value={Math.min(100, (usage / quota) * 100)}
          size="lg"
          colorPalette={usage / quota > 0.9 ? 'error' : 'success'}
        >
          <Progress.Label mb="2">{t('screen.usage')}</Progress.Label>
          <Progress.Track rounded="full">
            <Progress.Range />
          </Progress.Track>
          <Progress.ValueText mt="2" textStyle="sm" color="fg.muted" fontWeight="normal">
            {t('screen.usageValue', {
              used: formatBytes(usage, lng),
              available: formatBytes(quota, lng),
            })}
          </Progress.ValueText>
        </Progress.Root>
      ) : (
        <Text color="fg.muted">{t('screen.usageUnknown')}</Text>
      )}
      {persisted !== undefined && (
        <Text textStyle="sm" color="fg.muted">
          {persisted ? t('screen.persisted') : t('screen.notPersisted')}
        </Text>
      )}
    </Stack>
  );
}
