/**
 * The generator for one recording: its player, waveform, buttons and keys, the verses with
 * their timing (and the readers' highlight as a preview), import/download and the save.
 * State lives in use-timing-draft (timing, undo, the device draft) and use-save-vtt; the
 * timing rules in lib/ (pure, unit-tested).
 */
import { Box, Button, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
// The conflict view's own texts.
import '@client/i18n/namespaces/admin-form';
import type { Audio } from '@domain/schemas';
import { timedVerseAt } from '@domain/vtt/verse-timeline';
import { versesWithIds } from '@domain/vtt/verses-with-ids';
import { ConflictView } from '../form/conflict-view';
import { useSaveShortcut } from '../form/use-save-shortcut';
import { draftTiming, verseWeights } from './lib/draft-timing';
import type { GeneratorKeyAction } from './lib/generator-key-action';
import { savedTiming } from './lib/import-vtt';
import { findSilences, frameLoudness } from './lib/silences';
import { clearFrom, moveEdge, nextUntimed, nudgeStart, stampNext } from './lib/timing';
import { FileActions } from './file-actions';
import { SyncControls } from './sync-controls';
import { TimingNotices } from './timing-notices';
import { clockTrack, useAudioClock, type CreateClock } from './use-audio-clock';
import { useGeneratorKeys } from './use-generator-keys';
import { useRecording } from './use-recording';
import { useSaveVtt } from './use-save-vtt';
import { useTimingDraft } from './use-timing-draft';
import { VerseTimingList } from './verse-timing-list';
import { Waveform } from './waveform';

interface Props {
  audio: Audio;
  poemContent: string;
  /** The player's store (features/player), given by the route. */
  createClock: CreateClock;
}

const ZOOMS = [0, 20, 50, 100, 200, 400];

export function TimingEditor({ audio, poemContent, createClock }: Props) {
  const { t } = useTranslation('admin-vtt');
  const verses = useMemo(() => versesWithIds(poemContent), [poemContent]);
  const opened = useMemo(() => savedTiming(audio.vtt, verses), [audio.vtt, verses]);
  const draft = useTimingDraft({
    audioId: audio.id,
    timing: opened.timing,
    vtt: audio.vtt,
    version: audio.version,
  });
  const { src, decoded } = useRecording(audio.id);
  const track = useMemo(() => (src === null ? null : clockTrack(audio, src)), [src, audio]);
  const clock = useAudioClock(createClock, track);
  const saver = useSaveVtt(audio.id, verses, draft);
  const [selected, setSelected] = useState(0);
  const [zoom, setZoom] = useState(1);
  const [status, setStatus] = useState('');
  const { timing, setTiming } = draft;
  const duration =
    clock.duration ||
    (decoded.status === 'ready' ? decoded.audio.duration : 0) ||
    (audio.durationSec ?? 0);
  const next = nextUntimed(timing);
  const timeline = useMemo(
    () => ({
      verses: timing.flatMap((span, verseIndex) =>
        span ? [{ cueIndex: verseIndex, verseIndex, start: span.start, end: span.end }] : [],
      ),
      unmatchedCues: 0,
    }),
    [timing],
  );
  const current = timedVerseAt(timeline, clock.time)?.verseIndex ?? null;

  function stamp() {
    const time = clock.now();
    const index = nextUntimed(timing);
    if (index === -1) {
      // Nothing left to stamp: point to the way to time again, not to a refused stamp.
      setStatus(t('status.allTimed'));
      return;
    }
    const stamped = stampNext(timing, time, duration);
    if (!stamped) {
      setStatus(t('status.refused'));
      return;
    }
    setTiming(stamped);
    setSelected(index);
    setStatus(t('status.stamped', { number: index + 1, time: time.toFixed(2) }));
  }

  function undo() {
    if (!draft.canUndo) return;
    draft.undo();
    setStatus(t('status.undone'));
  }

  function nudge(seconds: number) {
    if (!timing[selected]) return;
    const moved = nudgeStart(timing, selected, seconds, duration);
    setTiming(moved);
    setStatus(
      t('status.nudged', { number: selected + 1, time: moved[selected]!.start.toFixed(2) }),
    );
  }

  function playVerse() {
    const span = timing[selected];
    if (span) clock.playSpan(span);
  }

  function autoDraft() {
    if (decoded.status !== 'ready') return;
    const { samples, sampleRate } = decoded.audio;
    const silences = findSilences(frameLoudness(samples, sampleRate));
    setTiming(draftTiming(silences, duration, verseWeights(verses.map((v) => v.text))));
    setStatus(t('status.drafted'));
  }

  useGeneratorKeys((action: GeneratorKeyAction) => {
    if (action.type === 'stamp') stamp();
    else if (action.type === 'undo') undo();
    else if (action.type === 'nudge') nudge(action.seconds);
    else if (action.type === 'select')
      setSelected((index) => Math.min(verses.length - 1, Math.max(0, index + action.step)));
    else if (action.type === 'toggle') clock.toggle();
    else if (action.type === 'play-verse') playVerse();
    else clock.setRate(action.rate);
  });
  useSaveShortcut(() => void saver.save());

  const vtt = saver.vttOf();
  return (
    // Busy while the recording decodes: the waveform and the automatic draft arrive with it.
    <Stack gap="5" aria-busy={decoded.status === 'loading'}>
      <TimingNotices
        offer={draft.offer}
        onRestore={draft.restoreDraft}
        onDiscard={draft.discardDraft}
        unmatchedCues={opened.unmatchedCues}
        untimed={timing.filter((span) => span === null).length}
        invalidSaved={opened.invalid}
        saveNotice={saver.notice}
      />
      {saver.conflict && (
        <ConflictView
          key={saver.conflict.version}
          fields={[
            {
              name: 'vtt',
              base: draft.baseVtt ?? '',
              theirs: saver.conflict.vtt ?? '',
              mine: vtt ?? '',
              changedByMe: true,
            },
          ]}
          labels={{ vtt: t('save.field') }}
          isSaving={saver.saving}
          onResolve={(choice) =>
            saver.resolveConflict(
              choice === 'theirs' || choice.vtt === 'theirs' ? 'theirs' : 'mine',
            )
          }
        />
      )}
      <chakra.audio
        ref={clock.audioRef}
        controls
        preload="auto"
        w="full"
        aria-label={t('player', { title: audio.title })}
        data-testid="generator-audio"
      />
      {decoded.status === 'ready' && clock.audioRef.current ? (
        <Waveform
          media={clock.audioRef.current}
          peaks={decoded.peaks}
          duration={decoded.audio.duration}
          timing={timing}
          selected={selected}
          zoom={ZOOMS[zoom] ?? 0}
          label={t('waveform.label')}
          onSelect={setSelected}
          onEdge={(index, edge, time) => setTiming(moveEdge(timing, index, edge, time, duration))}
        />
      ) : (
        <Text color="fg.muted" textStyle="sm">
          {decoded.status === 'failed' ? t('waveform.failed') : t('waveform.loading')}
        </Text>
      )}
      <SyncControls
        playing={clock.playing}
        rate={clock.rate}
        nextVerse={next === -1 ? null : next + 1}
        canUndo={draft.canUndo}
        hasSelection={timing[selected] != null}
        canDraft={decoded.status === 'ready' && duration > 0}
        onToggle={clock.toggle}
        onRate={clock.setRate}
        onStamp={stamp}
        onUndo={undo}
        onNudge={nudge}
        onPlayVerse={playVerse}
        onDraft={autoDraft}
        onZoom={(step) => setZoom((z) => Math.min(ZOOMS.length - 1, Math.max(0, z + step)))}
      />
      <Box role="status" aria-live="polite" textStyle="sm" minH="5" data-testid="generator-status">
        {status}
      </Box>
      <VerseTimingList
        verses={verses}
        timing={timing}
        selected={selected}
        current={current}
        onSelect={setSelected}
        onRetimeFrom={(index) => {
          setTiming(clearFrom(timing, index));
          setSelected(index);
          if (index > 0 && timing[index - 1]) clock.seek(timing[index - 1]!.start);
        }}
      />
      <FileActions
        verses={verses}
        fileName={`${audio.title.replace(/[^\p{L}\p{N}]+/gu, '-')}.vtt`}
        vtt={vtt}
        onImported={(imported, report) => {
          setTiming(imported);
          setStatus(report);
        }}
      />
      <HStack gap="3" wrap="wrap">
        <Button
          onClick={() => void saver.save()}
          loading={saver.saving}
          loadingText={t('save.saving')}
        >
          {t('save.action')}
        </Button>
        <Text color="fg.muted" textStyle="xs">
          {draft.dirty ? t('save.unsaved') : t('save.upToDate')}
        </Text>
      </HStack>
    </Stack>
  );
}
