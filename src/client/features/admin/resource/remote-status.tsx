/**
 * What a dashboard screen shows while its read (use-remote.ts) has no answer yet, or failed:
 * a spinner before the first answer (a later read keeps the last answer on screen), and the
 * failure with a button that reads again. The answer, and what an empty one says, are the
 * screen's own. RecordLoadState is the same for a screen of one record.
 */
import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Notice } from '@client/components/common/notice';
import type { RemoteState } from './use-remote';

/** The failed read, and a button that reads again. */
export function LoadFailed({
  message,
  retry,
  onRetry,
}: {
  message: string;
  retry: string;
  onRetry: () => void;
}) {
  return (
    <Notice tone="error">
      <Stack gap="3" align="center">
        <Text fontWeight="semibold">{message}</Text>
        <Button size="sm" variant="outline" onClick={onRetry}>
          {retry}
        </Button>
      </Stack>
    </Notice>
  );
}

export function Loading({ text }: { text: string }) {
  return (
    <HStack justify="center" py="12" role="status" gap="3">
      <Spinner size="sm" />
      <Text color="fg.muted">{text}</Text>
    </HStack>
  );
}

/** A list's read: `failed` says, in the screen's words, what could not be read. */
export function RemoteStatus({
  remote,
  failed,
}: {
  remote: Pick<RemoteState<unknown>, 'data' | 'loading' | 'error' | 'reload'>;
  failed: string;
}) {
  const { t } = useTranslation('admin');
  return (
    <>
      {remote.error && (
        <LoadFailed message={failed} retry={t('common.retry')} onRetry={remote.reload} />
      )}
      {!remote.data && remote.loading && <Loading text={t('list.loading')} />}
    </>
  );
}
