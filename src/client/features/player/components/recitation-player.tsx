/**
 * The full player of one recitation, on the poem page and the audio page. It shows the shared
 * player's state when this recitation is the one loaded, and its own idle state otherwise: opening
 * a poem never interrupts another recitation until the reader presses play or taps a verse here.
 * While it is on screen the mini-player hides; it binds the keyboard shortcuts, the verse sync
 * (highlight, click to seek, auto-scroll) and says why the recitation cannot play or highlight.
 * Under a timed recitation, a reader can report that the highlighting is off (drift-report.tsx).
 */
import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '@client/hooks/use-online';
import type { Poem } from '@domain/schemas';
import { BackToVerseButton } from './back-to-verse-button';
import { DriftReport } from './drift-report';
import { PlayerControls, type PlayerActions } from './player-controls';
import { PlayerMessages } from './player-messages';
import { RepeatControls } from './repeat-controls';
import { SeekBar } from './seek-bar';
import { SleepTimerSelect } from './sleep-timer-select';
import { SpeedSelect } from './speed-select';
import { VerseAnnouncer } from './verse-announcer';
import { VerseHighlightStyles } from './verse-highlight-styles';
import { useAutoFollow } from '../hooks/use-auto-follow';
import { useOfflineStatus } from '../hooks/use-offline-status';
import type { Recitation } from '../hooks/use-poem-recitations';
import { usePlayerKeyboard } from '../hooks/use-player-keyboard';
import { useShowFullPlayer } from '../hooks/use-show-full-player';
import { useVerseSync } from '../hooks/use-verse-sync';
import { buildTrack } from '../lib/build-track';
import type { PlayerKeyAction } from '../lib/player-key-action';
import { playerStore } from '../store/player';
import { usePlayer } from '../store/use-player';
import '@client/i18n/namespaces/player';

interface RecitationPlayerProps {
  recitation: Recitation;
  poem: Pick<Poem, 'id' | 'title' | 'content' | 'coverUrl'>;
  /** The singer choice, when the poem has several recitations. */
  children?: ReactNode;
}

export function RecitationPlayer({ recitation, poem, children }: RecitationPlayerProps) {
  const { t } = useTranslation('player');
  const { audio, singerName } = recitation;
  const track = useMemo(() => buildTrack(audio, poem, singerName), [audio, poem, singerName]);
  const isLoaded = usePlayer((s) => s.track?.audioId === audio.id);
  const isPlaying = usePlayer((s) => isLoaded && s.isPlaying);
  const isWaiting = usePlayer((s) => isLoaded && s.isWaiting);
  const storeError = usePlayer((s) => (isLoaded ? s.error : null));
  const online = useOnline();
  const offline = useOfflineStatus(audio);
  const blocked = !online && !offline.isDownloaded;
  // An 'offline' failure is over once the connection is back: Play tries again from the place.
  const error = blocked ? 'offline' : storeError === 'offline' && online ? null : storeError;
  const root = useRef<HTMLElement>(null);
  useShowFullPlayer(root);

  // A poem edited while its recitation plays: the loaded track picks up the new text and timing.
  useEffect(() => {
    if (playerStore.getState().track?.audioId === track.audioId) playerStore.load(track);
  }, [track]);

  const ensureLoaded = useCallback(() => {
    if (playerStore.getState().track?.audioId !== track.audioId) playerStore.load(track);
  }, [track]);
  const actions: PlayerActions = useMemo(() => {
    const run = (action: () => void) => () => {
      if (blocked) return;
      ensureLoaded();
      action();
    };
    return {
      toggle: run(() => void playerStore.toggle()),
      seek: (seconds) => run(() => playerStore.seek(seconds))(),
      skip: (seconds) => run(() => playerStore.skip(seconds))(),
      stepVerse: (direction) => run(() => playerStore.stepVerse(direction))(),
    };
  }, [blocked, ensureLoaded]);
  const onKey = useCallback(
    (action: PlayerKeyAction) => {
      if (action === 'toggle') actions.toggle();
      else if (action === 'back' || action === 'forward')
        actions.skip(action === 'back' ? -10 : 10);
      else actions.stepVerse(action === 'previous-verse' ? -1 : 1);
    },
    [actions],
  );
  usePlayerKeyboard(onKey);
  const onVerseChosen = useCallback(
    (verseIndex: number) => {
      if (!track.timeline || blocked) return;
      ensureLoaded();
      playerStore.seekToVerse(verseIndex);
    },
    [track, blocked, ensureLoaded],
  );
  const verse = useVerseSync(poem.id, onVerseChosen);
  const { following, resume } = useAutoFollow(isPlaying ? verse : null);
  const timedVerses = useMemo(
    () => [...new Set(track.timeline?.verses.map((cue) => cue.verseIndex))].sort((a, b) => a - b),
    [track],
  );

  return (
    <Box
      as="section"
      ref={root}
      aria-label={t('region')}
      data-recitation-player={audio.id}
      borderWidth="1px"
      rounded="lg"
      bg="bg.panel"
      p={{ base: 3, md: 4 }}
    >
      <VerseHighlightStyles />
      <Flex justify="space-between" align="baseline" gap="2" wrap="wrap" mb="2">
        <Heading as="h2" size="md">
          {t('heading')}
        </Heading>
        {singerName && (
          <Text fontSize="sm" color="fg.muted">
            {t('singer.by', { name: singerName })}
          </Text>
        )}
      </Flex>
      {children}
      <SeekBar isLoaded={isLoaded} knownDuration={audio.durationSec ?? 0} onSeek={actions.seek} />
      <PlayerControls
        actions={actions}
        isPlaying={isPlaying}
        isWaiting={isWaiting}
        hasVerses={track.timeline !== null}
        disabled={blocked}
      />
      <Flex gap="2" wrap="wrap" align="start" mt="2">
        <SpeedSelect />
        <SleepTimerSelect />
        {track.timeline && (
          <RepeatControls
            verseTexts={track.verseTexts}
            timedVerses={timedVerses}
            isLoaded={isLoaded}
            ensureLoaded={ensureLoaded}
          />
        )}
        {track.timeline && <VerseAnnouncer isLoaded={isLoaded} verseTexts={track.verseTexts} />}
        {offline.action}
      </Flex>
      <PlayerMessages error={error} timing={track.timing} onRetry={() => void playerStore.play()} />
      {track.timeline && audio.vtt && <DriftReport audioId={audio.id} vtt={audio.vtt} />}
      {isPlaying && verse !== null && !following && <BackToVerseButton onClick={resume} />}
    </Box>
  );
}
