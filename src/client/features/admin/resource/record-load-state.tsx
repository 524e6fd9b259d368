/**
 * What a screen that reads one record shows until the record is there: a spinner, the
 * record's absence (404), or the failed read with a retry. The view and the edit screens
 * both use it, each with its own namespace's texts.
 */
import { Text } from '@chakra-ui/react';
import { Notice } from '@client/components/common/notice';
import { LoadFailed, Loading } from './remote-status';
import type { RemoteState } from './use-remote';

interface Props {
  record: Pick<RemoteState<unknown>, 'error' | 'reload'>;
  texts: { loading: string; notFound: string; fetchError: string; retry: string };
}

export function RecordLoadState({ record, texts }: Props) {
  if (record.error?.status === 404)
    return (
      <Notice>
        <Text role="status">{texts.notFound}</Text>
      </Notice>
    );
  if (record.error)
    return <LoadFailed message={texts.fetchError} retry={texts.retry} onRetry={record.reload} />;
  return <Loading text={texts.loading} />;
}
