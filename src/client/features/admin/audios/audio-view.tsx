/**
 * /dashboard/audios/{id}: a recording as the server has it, with a player, a link to time
 * it in the subtitle generator, and the replacement of its file. The player is the
 * browser's own (recording-player.tsx): an administrator checking a file should not count
 * plays or take over the readers' player (features may not import each other).
 */
import { Button, HStack, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import '@client/i18n/namespaces/admin-audios';
import '@client/i18n/namespaces/admin-drift';
import { Notice } from '@client/components/common/notice';
import { formatBytes } from '@client/lib/format-bytes';
import { formatDuration } from '@client/lib/format-duration';
import { MirrorName } from '../resource/mirror-name';
import { RecordView, type RecordField } from '../resource/record-view';
import { DriftBadge } from './drift-badge';
import { DriftNotice } from './drift-notice';
import { withDriftCount, type AudioWithDrift } from './drift-queries';
import { audioResource } from './resource';
import { ReplaceFileSection } from './replace-file-section';
import { TimingBadge, timingStateOf } from './timing-state';
import { DAY_AND_TIME, useDateFormat } from '../resource/use-date-format';
import { RecordingPlayer } from './recording-player';

export function AudioView({ id }: { id: string }) {
  const { t, i18n } = useTranslation('admin-audios');
  const { t: tDrift } = useTranslation('admin-drift');
  const fields = (a: AudioWithDrift): RecordField[] => [
    { label: t('columns.poem'), value: <MirrorName table="poems" id={a.poemId} /> },
    {
      label: t('columns.singer'),
      value: a.singerId ? <MirrorName table="singers" id={a.singerId} /> : t('view.noSinger'),
    },
    { label: t('columns.duration'), value: formatDuration(a.durationSec) },
    { label: t('columns.size'), value: formatBytes(a.sizeBytes, i18n.resolvedLanguage) },
    { label: t('columns.format'), value: a.mimeType },
    { label: t('columns.plays'), value: a.plays },
    { label: t('columns.downloads'), value: a.downloads },
    { label: t('columns.timed'), value: <TimingBadge vtt={a.vtt} /> },
    { label: tDrift('field'), value: <DriftBadge drift={a.drift} /> },
  ];
  const dates = useDateFormat(DAY_AND_TIME);
  const date = (iso: string) => dates.format(new Date(iso));
  const generatorLink = (audioId: string, label: string) => (
    // The subtitle generator (SPEC section 2; its own screen), opened on this recording.
    <RouterLink to="/dashboard/poems/vtt-generator" search={{ audio: audioId }}>
      {label}
    </RouterLink>
  );
  return (
    <RecordView<AudioWithDrift>
      id={id}
      load={(audioId, signal) =>
        withDriftCount(audioResource.get(audioId, signal), audioId, signal)
      }
      texts={{
        section: t('list.title'),
        notFound: t('list.notFound'),
        fetchError: t('list.fetchError'),
        body: t('list.deleteBody'),
        done: t('list.deleted'),
        failed: t('list.deleteError'),
      }}
      name={(a) => a.title}
      fields={fields}
      listPath="/dashboard/audios"
      editRoute="/dashboard/audios/$id/edit"
      historyRoute="/dashboard/audios/$id/history"
      remove={audioResource.delete}
      extra={(audio, reload) => (
        <Stack gap="6">
          <Stack gap="3">
            {timingStateOf(audio.vtt) === 'review' && <Notice>{t('view.reviewNote')}</Notice>}
            <DriftNotice
              drift={audio.drift}
              date={date}
              retimeLink={(label) => generatorLink(audio.id, label)}
            />
            <RecordingPlayer audio={audio} label={t('view.player')} />
            <HStack>
              <Button asChild variant="outline" size="sm">
                {generatorLink(audio.id, t('view.timeIt'))}
              </Button>
            </HStack>
          </Stack>
          <ReplaceFileSection audio={audio} onReplaced={reload} />
        </Stack>
      )}
    />
  );
}
