/**
 * The storage screen: space used and available, the anthology on the device, the
 * "show only what is available offline" switch, and the downloaded recitations (delete one
 * or all). A full device is said in words; everything already stored keeps working.
 */
import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@client/components/ui/alert';
import { Switch } from '@client/components/ui/switch';
import { PageContainer } from '@client/components/common/page-container';
import { useDocumentTitle } from '@client/hooks/use-document-title';
import { useOfflineOnly } from '@client/hooks/use-offline-only';
import { useSyncState } from '@client/hooks/use-sync-state';
import { PageHeading } from '@client/startup/page-heading';
import { useDownloadedRecitations } from '../hooks/use-downloaded-recitations';
import { useMirrorCounts } from '../hooks/use-mirror-counts';
import { useStorageEstimate } from '../hooks/use-storage-estimate';
import { DownloadsList } from './downloads-list';
import { UsageBar } from './usage-bar';
import '@client/i18n/namespaces/storage';

export function StorageScreen() {
  const { t } = useTranslation('storage');
  useDocumentTitle(t('screen.title'));
  const downloads = useDownloadedRecitations();
  const estimate = useStorageEstimate(downloads.totalBytes);
  const counts = useMirrorCounts();
  const [offlineOnly, setOfflineOnly] = useOfflineOnly();
  const sync = useSyncState();
  const report = (action: Promise<void>) =>
    void action.catch((error: unknown) => console.error('Delete failed', error));

  return (
    <PageContainer>
      <Stack gap="8" maxW="2xl">
        <Stack gap="2">
          <PageHeading fontFamily="heading" textStyle={{ base: '3xl', md: '4xl' }}>
            {t('screen.title')}
          </PageHeading>
          <Text textStyle="lg" color="fg.muted">
            {t('screen.lead')}
          </Text>
        </Stack>
        {sync.status === 'error' && sync.errorKind === 'quota' && (
          <Alert.Root status="error" data-quota-error>
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Description>{t('screen.quotaError')}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <UsageBar estimate={estimate} />
        {counts && (
          <Stack gap="1">
            <Text fontWeight="medium">{t('screen.mirror')}</Text>
            <Text color="fg.muted" data-mirror-counts>
              {t('screen.mirrorValue', counts)}
            </Text>
          </Stack>
        )}
        <Switch.Root
          checked={offlineOnly}
          onCheckedChange={(e) => setOfflineOnly(e.checked)}
          alignItems="flex-start"
        >
          <Switch.HiddenInput />
          <Switch.Control mt="0.5">
            <Switch.Thumb />
          </Switch.Control>
          <Stack gap="0">
            <Switch.Label fontWeight="medium">{t('screen.offlineOnly')}</Switch.Label>
            <Text textStyle="sm" color="fg.muted">
              {t('screen.offlineOnlyHint')}
            </Text>
          </Stack>
        </Switch.Root>
        <DownloadsList
          items={downloads.items}
          totalBytes={downloads.totalBytes}
          onRemove={(id) => report(downloads.remove(id))}
          onRemoveAll={() => report(downloads.removeAll())}
        />
      </Stack>
    </PageContainer>
  );
}
