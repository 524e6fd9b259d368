/**
 * "The highlighting is off": a small control under a timed recitation's player. One tap queues
 * this device's report (sent at once online, at reconnect offline) and the control becomes a
 * line saying so; it never offers a second report of the same timing from this device. The
 * status line is a live region, so the change is announced where the button was.
 */
import { Box, Button, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useDriftReport } from '../hooks/use-drift-report';

export function DriftReport({ audioId, vtt }: { audioId: string; vtt: string }) {
  const { t } = useTranslation('player');
  const { state, report } = useDriftReport(audioId, vtt);
  return (
    <Box mt="2" role="status" data-drift-report={state ?? 'loading'}>
      {state === 'none' && (
        <Button size="xs" variant="ghost" color="fg.muted" onClick={() => void report()}>
          {t('drift.report')}
        </Button>
      )}
      {(state === 'queued' || state === 'sent') && (
        <Text fontSize="xs" color="fg.muted">
          {t(state === 'queued' ? 'drift.queued' : 'drift.sent')}
        </Text>
      )}
    </Box>
  );
}
