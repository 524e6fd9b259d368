/**
 * The sync status in the top bar, unobtrusive: nothing when idle, a small spinner with
 * "n of N" while a sync runs, a quiet "offline" badge (the app's connectivity: a connection
 * that carries nothing is offline too), "back online" for a few seconds when it returns, and
 * a retry button after a failure the server answered.
 * Announced politely to screen readers. On a phone the badge and the retry button are
 * icons, their words kept for screen readers and in the tooltip: spelled out, they pushed
 * over the language and settings buttons at 320–430 px.
 */
import { Badge, Button, HStack, Spinner, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppIcon } from '@client/components/icons/app-icon';
import { useBackOnline, useOnline } from '@client/hooks/use-online';
import { useSyncState } from '@client/hooks/use-sync-state';
import '@client/i18n/namespaces/storage';
import { numberFormat } from '@client/lib/number-format';

export function SyncIndicator() {
  const { t, i18n } = useTranslation('storage');
  const sync = useSyncState();
  const { done, total, error, retry } = sync;
  const online = useOnline();
  const back = useBackOnline();
  // One notion of offline (the app's connectivity): a dead connection is offline here too,
  // whatever the last sync met; just back, the last sync's 'offline' no longer holds (a run
  // starts at once and reports anew).
  const status = !online ? 'offline' : back && sync.status === 'offline' ? 'idle' : sync.status;
  const format = numberFormat(i18n.resolvedLanguage);
  const percent = numberFormat(i18n.resolvedLanguage, { style: 'percent' });

  return (
    <HStack role="status" aria-live="polite" gap="2" data-sync-status={status} minW="0">
      {status === 'syncing' && (
        <>
          <Spinner size="xs" color="primary.fg" aria-hidden />
          <Text textStyle="xs" color="fg.muted" whiteSpace="nowrap" title={t('sync.syncing')}>
            <Text as="span" hideBelow="md">
              {t('sync.syncing')}{' '}
            </Text>
            {done !== undefined && total ? (
              <>
                <Text as="span" hideBelow="md">
                  {t('sync.progress', { done: format.format(done), total: format.format(total) })}
                </Text>
                {/* A phone's bar has room for a percentage, never cut ("170…" was). */}
                <Text as="span" hideFrom="md" data-sync-percent="">
                  {percent.format(Math.min(1, done / total))}
                </Text>
              </>
            ) : (
              done !== undefined && t('sync.count', { done: format.format(done) })
            )}
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
      {back && status !== 'offline' && (
        <Badge variant="subtle" colorPalette="success" flexShrink={0} data-back-online="">
          {t('sync.backOnline')}
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
