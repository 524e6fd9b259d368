/**
 * /dashboard/audios/{id}: a recording as the server has it, with a player, a link to time
 * it in the subtitle generator, and the replacement of its file. The player is the
 * browser's own: an administrator checking a file should not count plays or take over the
 * readers' player (features may not import each other; the stream's URL is the domain's).
 */
import { Box, Button, HStack, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { audioStreamUrl } from '@domain/audio-stream';
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
import { audioApiPath, getAudio } from './queries';
import { ReplaceFileSection } from './replace-file-section';
import { TimingBadge, timingStateOf } from './timing-state';

/** The subtitle generator (SPEC section 2; its own screen), opened with `?audio={id}`. */
const VTT_GENERATOR = 'poems/vtt-generator';

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
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language === 'wol' ? 'wo' : i18n.language, {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(iso));
  const generatorLink = (audioId: string, label: string) => (
    // Through the dashboard's catch-all until the generator's own route exists: the URL is
    // the same, /dashboard/poems/vtt-generator?audio={id}.
    <RouterLink to="/dashboard/$" params={{ _splat: VTT_GENERATOR }} search={{ audio: audioId }}>
      {label}
    </RouterLink>
  );
  return (
    <RecordView<AudioWithDrift>
      id={id}
      load={(audioId, signal) => withDriftCount(getAudio(audioId, signal), audioId, signal)}
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
      editPath={`/dashboard/audios/${id}/edit`}
      apiPath={audioApiPath}
      extra={(audio, reload) => (
        <Stack gap="6">
          <Stack gap="3">
            {timingStateOf(audio.vtt) === 'review' && <Notice>{t('view.reviewNote')}</Notice>}
            <DriftNotice
              drift={audio.drift}
              date={date}
              retimeLink={(label) => generatorLink(audio.id, label)}
            />
            <Box asChild w="full">
              {/* `?v=`: after a replacement the element must fetch again; with the same URL
                  Chromium replays the bytes it already holds (the server ignores the query).
                  No <track>: an administrator checks the file's sound here; the verses' timing
                  is shown, and made, by the subtitle generator linked below. */}
              {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
              <audio
                controls
                preload="metadata"
                src={`${audioStreamUrl(audio.id)}?v=${audio.version}`}
                aria-label={t('view.player')}
              />
            </Box>
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
