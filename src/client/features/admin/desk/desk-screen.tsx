/**
 * /dashboard: the curators' desk. The work waiting, each count a link to its filtered list
 * (one read, GET /api/desk), the drafts kept on this device (read from IndexedDB, so they
 * show offline too) and the latest writes of the audit log. Offline it says so, keeps the
 * counts it last read, and shows the device's drafts; the counts are read again when the
 * connection returns.
 */
import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import '@client/i18n/namespaces/admin';
import { Notice } from '@client/components/common/notice';
import { PageContainer } from '@client/components/common/page-container';
import { ScreenHeader } from '@client/components/common/screen-header';
import { useDocumentTitle } from '@client/hooks/use-document-title';
import { useOnline } from '@client/hooks/use-online';
import { RemoteStatus } from '../resource/remote-status';
import { useRemote } from '../resource/use-remote';
import { DeviceDrafts } from './device-drafts';
import { readDesk } from './queries';
import { RecentActivity } from './recent-activity';
import { WaitingWork } from './waiting-work';

export function DeskScreen() {
  const { t } = useTranslation('admin');
  const { t: ta } = useTranslation('auth');
  const title = ta('account.dashboard');
  useDocumentTitle(title);
  const desk = useRemote('desk', readDesk);
  const online = useOnline();
  const offline = !online || desk.error?.offline === true;
  const { reload } = desk;
  // Back online: read the counts again (a failed read does not retry by itself).
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current) reload();
    wasOnline.current = online;
  }, [online, reload]);

  return (
    <PageContainer maxW="7xl">
      <Stack gap="6" data-desk-state={desk.loading ? 'loading' : 'ready'}>
        <ScreenHeader title={title} lead={t('desk.lead')} />
        {offline && (
          <Notice>
            <Text role="status" data-testid="desk-offline">
              {t('desk.offline')}
            </Text>
          </Notice>
        )}
        {!offline && <RemoteStatus remote={desk} failed={t('desk.loadError')} />}
        {desk.data && <WaitingWork desk={desk.data} />}
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
          <DeviceDrafts />
          {desk.data && <RecentActivity activity={desk.data.activity} />}
        </SimpleGrid>
      </Stack>
    </PageContainer>
  );
}
