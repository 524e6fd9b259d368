/**
 * The sync status in the top bar, unobtrusive: nothing when idle, a small spinner with
 * "n of N" while a sync runs, a quiet "offline" badge, and a retry button after a failure.
 * Announced politely to screen readers. On a phone the badge and the retry button are
 * icons, their words kept for screen readers and in the tooltip: spelled out, they pushed
 * over the language and settings buttons at 320–430 px.
 */
import { Badge, Button, HStack, Spinner, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppIcon } from '@client/components/icons/app-icon';
import { useSyncState } from '@client/hooks/use-sync-state';
import '@client/i18n/namespaces/storage';
import { numberFormat } from '@client/lib/number-format';

export function SyncIndicator() {
  const { t, i18n } = useTranslation('storage');
  const { status, done, total, error, retry } = useSyncState();
  const format = numberFormat(i18n.resolvedLanguage);

  return (
    <HStack role="status" aria-live="polite" gap="2" data-sync-status={status} minW="0">
      {status === 'syncing' && (
        <>
          <Spinner size="xs" color="primary.fg" aria-hidden />
          <Text textStyle="xs" color="fg.muted" truncate title={t('sync.syncing')}>
            <Text as="span" hideBelow="md">
              {t('sync.syncing')}{' '}
            </Text>
            {done !== undefined &&
              (total
                ? t('sync.progress', { done: format.format(done), total: format.format(total) })
                : t('sync.count', { done: format.format(done) }))}
          </Text>
        </>
      )}
      {status === 'offline' && (
        <Badge variant="subtle" colorPalette="gray" title={t('sync.offlineHint')} flexShrink={0}>
          <AppIcon name="offline" />
          <Text as="span" srOnly={{ base: true, md: false }}>
            {t('sync.offline')}
          </Text>
        </Badge>
      )}
      {status === 'error' && (
        <Button size="xs" variant="ghost" colorPalette="error" onClick={retry} title={error}>
          <AppIcon name="refresh" />
          <Text as="span" srOnly={{ base: true, md: false }}>
            {t('sync.error')} · {t('sync.retry')}
          </Text>
        </Button>
      )}
    </HStack>
  );
}
