/**
 * The queue, opened from the mini-player: the recitations in their order, the one playing
 * marked (aria-current), each one playable by a press; what was passed over offline because
 * it is not downloaded; and the sleep timer.
 */
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { playQueue } from '../store/player';
import { useQueue } from '../store/use-queue';
import { SleepTimerSelect } from './sleep-timer-select';
import '@client/i18n/namespaces/player';

export function QueuePanel({ id }: { id: string }) {
  const { t } = useTranslation('player');
  const queue = useQueue();
  return (
    <Stack id={id} gap="3" py="3" px="3" maxW="3xl" mx="auto" data-queue-panel="">
      {queue && (
        <Box as="section" aria-labelledby={`${id}-title`}>
          <Text as="h2" id={`${id}-title`} fontWeight="semibold" mb="1">
            {t('queue.title')}
          </Text>
          <Stack as="ol" gap="0" m="0" ps="5" maxH="40vh" overflowY="auto">
            {queue.entries.map((entry, index) => (
              <li key={`${entry.audioId}-${index}`}>
                <Button
                  variant="plain"
                  size="sm"
                  px="1"
                  fontWeight={index === queue.index ? 'bold' : 'normal'}
                  aria-current={index === queue.index ? 'true' : undefined}
                  onClick={() => void playQueue.playAt(index)}
                  whiteSpace="normal"
                  textAlign="start"
                  justifyContent="flex-start"
                  h="auto"
                  minH="8"
                >
                  <span dir="auto">{entry.title}</span>
                </Button>
              </li>
            ))}
          </Stack>
        </Box>
      )}
      <Text role="status" textStyle="sm" color="fg.warning" data-queue-skipped="">
        {queue && queue.skipped.length > 0
          ? t('queue.skipped', { titles: queue.skipped.join(', ') })
          : ''}
      </Text>
      <SleepTimerSelect />
    </Stack>
  );
}
