/**
 * The edit screen's frame for a recording: the record read from the API (the source of
 * `version`), then the form; while it loads, a spinner; a missing recording or a failed
 * read says so in this namespace's words (the kit's EditRecordScreen reads admin-form's).
 */
import { useTranslation } from 'react-i18next';
import type { Audio } from '@domain/schemas/audio';
import '@client/i18n/namespaces/admin-audios';
import '@client/i18n/namespaces/admin-form';
import { PageContainer } from '@client/components/common/page-container';
import { RecordLoadState } from '../resource/record-load-state';
import { useRemote } from '../resource/use-remote';
import { AudioForm } from './audio-form';
import { audioResource } from './resource';

export function AudioEditScreen({ id, onSaved }: { id: string; onSaved: (a: Audio) => void }) {
  const { t } = useTranslation('admin-audios');
  const { t: kit } = useTranslation('admin-form');
  const record = useRemote(id, (signal) => audioResource.get(id, signal));
  return (
    <PageContainer>
      {record.data && !record.loading ? (
        <AudioForm record={record.data} onSaved={onSaved} />
      ) : (
        <RecordLoadState
          record={record}
          texts={{
            loading: kit('load.loading'),
            notFound: t('list.notFound'),
            fetchError: t('resources.fetchError'),
            retry: kit('load.retry'),
          }}
        />
      )}
    </PageContainer>
  );
}
