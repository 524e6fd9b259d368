/**
 * What the reader must know about this recitation: it cannot play (missing or broken file, no
 * network, offline and not downloaded) or it plays without highlighting (no timing, unreadable
 * timing, timing of an older text). The poem's text is never hidden by any of these.
 */
import { Box, Button, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { PlayerError, TimingStatus } from '../store/player-types';

interface PlayerMessagesProps {
  error: PlayerError | null;
  timing: TimingStatus;
  onRetry: () => void;
}

export function PlayerMessages({ error, timing, onRetry }: PlayerMessagesProps) {
  const { t } = useTranslation('player');
  return (
    <>
      {error && (
        <Box
          role="alert"
          mt="3"
          p="3"
          rounded="md"
          bg="error.subtle"
          color="error.fg"
          fontSize="sm"
          data-player-error={error}
        >
          <Text>{t(`error.${error}`)}</Text>
          {error === 'offline' && <Text mt="1">{t('error.offlineHint')}</Text>}
          {error === 'network' && (
            <Button mt="2" size="xs" variant="outline" onClick={onRetry}>
              {t('error.retry')}
            </Button>
          )}
        </Box>
      )}
      {timing !== 'ok' && (
        <Text mt="3" fontSize="sm" color="fg.muted" data-player-timing={timing}>
          {t(`timing.${timing}`)}
        </Text>
      )}
    </>
  );
}
