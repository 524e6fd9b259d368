/**
 * /dashboard/poems/vtt-generator: without `?audio=`, the recording picker; with it, that
 * recording (read from the API: the source of `version`) and its poem (also from the API,
 * so the verses are the saved text, not a mirror that may lag), then the editor.
 */
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import '@client/i18n/namespaces/admin-vtt';
import type { Audio, Poem } from '@domain/schemas';
import { PageContainer } from '@client/components/common/page-container';
import { ScreenHeader } from '@client/components/common/screen-header';
import { getRecord } from '../resource/api';
import { RecordLoadState } from '../resource/record-load-state';
import { useRemote } from '../resource/use-remote';
import { RecordingPicker } from './recording-picker';
import { TimingEditor } from './timing-editor';
import type { CreateClock } from './use-audio-clock';

interface Props {
  audioId: string | undefined;
  onPick: (audioId: string | undefined) => void;
  /** The player's store (features/player's createPlayerStore): the screen's audio clock. */
  createClock: CreateClock;
}

type Loaded = { audio: Audio; poem: Poem };

async function loadRecording(audioId: string, signal: AbortSignal): Promise<Loaded> {
  const audio = await getRecord<Audio>(`audios/${encodeURIComponent(audioId)}`, signal);
  const poem = await getRecord<Poem>(`poems/${audio.poemId}`, signal);
  return { audio, poem };
}

export function VttGeneratorScreen({ audioId, onPick, createClock }: Props) {
  const { t } = useTranslation('admin-vtt');
  return (
    <PageContainer>
      <Stack gap="6">
        <ScreenHeader title={t('title')} lead={t('lead')} />
        {audioId ? (
          <Recording
            key={audioId}
            audioId={audioId}
            createClock={createClock}
            onBack={() => onPick(undefined)}
          />
        ) : (
          <RecordingPicker onPick={onPick} />
        )}
      </Stack>
    </PageContainer>
  );
}

interface RecordingProps {
  audioId: string;
  createClock: CreateClock;
  onBack: () => void;
}

function Recording({ audioId, createClock, onBack }: RecordingProps) {
  const { t } = useTranslation('admin-vtt');
  const record = useRemote(audioId, (signal) => loadRecording(audioId, signal));
  const back = (
    <Button variant="outline" alignSelf="start" size="sm" onClick={onBack}>
      {t('picker.other')}
    </Button>
  );
  if (!record.data || record.loading) {
    return (
      <Stack gap="3">
        {back}
        <RecordLoadState
          record={record}
          texts={{
            loading: t('load.loading'),
            notFound: t('load.notFound'),
            fetchError: t('load.failed'),
            retry: t('load.retry'),
          }}
        />
      </Stack>
    );
  }
  const { audio, poem } = record.data;
  return (
    <Stack gap="4">
      {back}
      <Stack gap="1">
        <Heading as="h2" textStyle="2xl" fontFamily="heading" lang="wo">
          {poem.title}
        </Heading>
        <Text color="fg.muted">{t('recording', { title: audio.title })}</Text>
      </Stack>
      <TimingEditor audio={audio} poemContent={poem.content} createClock={createClock} />
    </Stack>
  );
}
