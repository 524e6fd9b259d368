/**
 * "Play in a row": a collection's recitations, or a poet's, one after the other in the shared
 * player (../store/play-queue.ts), its queue shown by the mini-player. Tiny: the queue's code
 * and the mirror load on the press. When nothing can play (no recitation, or offline with none
 * downloaded) it says so instead.
 */
import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlayerIcon } from './player-icon';
import type { RowSource } from '../queue/start-row';

export function PlayInRowButton(source: RowSource) {
  // The common namespace: the pages this sits on (a poet's, a collection's) need no player's.
  const { t } = useTranslation();
  const [nothing, setNothing] = useState(false);
  return (
    <Stack gap="1" align="start">
      <Button
        size="sm"
        colorPalette="primary"
        data-play-in-row=""
        onClick={() => {
          setNothing(false);
          void import('../queue/start-row')
            .then(({ startRow }) => startRow(source))
            .then((started) => setNothing(!started));
        }}
      >
        <PlayerIcon name="play" />
        {t('queue.playAll')}
      </Button>
      <Text role="status" textStyle="sm" color="fg.muted">
        {nothing ? t('queue.nothing') : ''}
      </Text>
    </Stack>
  );
}
