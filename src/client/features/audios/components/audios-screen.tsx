/**
 * The recitations list (`/audios`): poem, singer, duration and downloaded state. The download
 * action is composed in by the route (`downloadAction`), since it belongs to the offline feature.
 */
import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Audio } from '@domain/schemas';
import { Notice } from '@client/components/common/notice';
import { PageContainer } from '@client/components/common/page-container';
import { ScreenHeader } from '@client/components/common/screen-header';
import { useDocumentTitle } from '@client/hooks/use-document-title';
import { useAudios } from '../hooks/use-audios';
import { RecitationItem } from './recitation-item';
import '@client/i18n/namespaces/audios';

const NONE: ReadonlySet<string> = new Set();

export interface AudiosScreenProps {
  offlineOnly?: boolean;
  downloadedAudioIds?: ReadonlySet<string>;
  downloadAction?: (audio: Audio) => ReactNode;
}

export function AudiosScreen({
  offlineOnly = false,
  downloadedAudioIds = NONE,
  downloadAction,
}: AudiosScreenProps) {
  const { t } = useTranslation('audios');
  useDocumentTitle(t('list.title'));
  const state = useAudios(offlineOnly, downloadedAudioIds);
  return (
    <PageContainer>
      <Stack gap="8" maxW="4xl">
        <ScreenHeader title={t('list.title')} lead={t('list.lead')}>
          {offlineOnly && <Text color="fg.muted">{t('list.offlineOnly')}</Text>}
        </ScreenHeader>
        {state.status === 'error' && <Notice tone="error">{t('errors.loadAudios')}</Notice>}
        {state.status === 'ready' && state.recitations.length === 0 && (
          <Notice>{offlineOnly ? t('list.noneDownloaded') : t('list.empty')}</Notice>
        )}
        {state.status === 'ready' && state.recitations.length > 0 && (
          <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
            {state.recitations.map((recitation) => (
              <li key={recitation.audio.id}>
                <RecitationItem
                  recitation={recitation}
                  downloaded={downloadedAudioIds.has(recitation.audio.id)}
                  downloadAction={downloadAction?.(recitation.audio)}
                />
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </PageContainer>
  );
}
