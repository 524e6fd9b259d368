/**
 * The mini-player docked at the bottom of the shell: the poem's title (a link back to the poem),
 * the time reached, play/pause, close, and a thin progress line. After a reload it offers the last
 * recitation paused at its saved time (../resume). Shown while a recitation is loaded and no full
 * player is on screen; a spacer keeps it from covering the end of the page.
 *
 * Playing in a row (../store/play-queue.ts), it adds previous and next; its panel (loaded on
 * the first press) shows the queue and the sleep timer. What the queue passed over offline is
 * said above the bar while the panel is closed.
 */
import { Box, Flex, HStack, IconButton, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCK_HEIGHT, usePublishedHeight } from '@client/components/layout/bottom-stack';
import { PlayerIcon } from './player-icon';
import { formatTime } from '../lib/format-time';
import { playerStore, playQueue } from '../store/player';
import { usePlayer } from '../store/use-player';
import { useQueue } from '../store/use-queue';
import '@client/i18n/namespaces/player';

const HEIGHT = '64px';

const QueuePanel = lazy(() => import('./queue-panel').then((m) => ({ default: m.QueuePanel })));

/** The time reached (whole seconds): after a reload, where playing will resume. */
function ElapsedTime() {
  const seconds = usePlayer((s) => Math.floor(s.currentTime));
  return (
    <Text
      as="span"
      data-mini-time=""
      fontSize="sm"
      color="fg.muted"
      fontVariantNumeric="tabular-nums"
    >
      {formatTime(seconds)}
    </Text>
  );
}

function ProgressLine() {
  const percent = usePlayer((s) =>
    s.duration > 0 ? Math.round((s.currentTime / s.duration) * 1000) / 10 : 0,
  );
  return (
    <Box position="absolute" insetInline="0" top="0" h="3px" bg="bg.emphasized" aria-hidden="true">
      <Box h="full" bg="primary.solid" style={{ width: `${percent}%` }} />
    </Box>
  );
}

export function MiniPlayer() {
  const { t } = useTranslation('player');
  const track = usePlayer((s) => s.track);
  const hidden = usePlayer((s) => s.fullPlayers > 0);
  const isPlaying = usePlayer((s) => s.isPlaying);
  const queue = useQueue();
  const [panelOpen, setPanelOpen] = useState(false);
  const panelId = useId();
  const dock = useRef<HTMLDivElement>(null);
  // What else is fixed at the bottom (the update banner, …) sits above it, never over it.
  usePublishedHeight(DOCK_HEIGHT, dock, track !== null && !hidden);
  if (!track || hidden) return null;
  return (
    <>
      <Box h={`var(${DOCK_HEIGHT}, ${HEIGHT})`} aria-hidden="true" />
      <Box
        ref={dock}
        as="section"
        aria-label={t('mini.region')}
        data-mini-player=""
        position="fixed"
        insetInline="0"
        bottom="0"
        zIndex="sticky"
        pb="env(safe-area-inset-bottom)"
        bg="bg.panel"
        borderTopWidth="1px"
        shadow="lg"
      >
        {panelOpen && (
          <Suspense>
            <QueuePanel id={panelId} />
          </Suspense>
        )}
        {!panelOpen && queue && queue.skipped.length > 0 && (
          <Text role="status" textStyle="sm" color="fg.warning" px="3" pt="2" maxW="3xl" mx="auto">
            {t('queue.skipped', { titles: queue.skipped.join(', ') })}
          </Text>
        )}
        <Box position="relative">
          <ProgressLine />
          <Flex h={HEIGHT} align="center" gap="1" px="3" maxW="3xl" mx="auto">
            <Link
              to="/poem/$id"
              params={{ id: track.poemId }}
              aria-label={t('mini.open', { title: track.poemTitle })}
              style={{ flex: 1, minWidth: 0 }}
            >
              <Text fontWeight="semibold" truncate>
                {track.poemTitle}
              </Text>
              {track.singerName && (
                <Text fontSize="sm" color="fg.muted" truncate>
                  {track.singerName}
                </Text>
              )}
            </Link>
            <Box display={queue ? { base: 'none', sm: 'block' } : undefined}>
              <ElapsedTime />
            </Box>
            {/* Left to right in every language: the controls stand for time, not reading. */}
            <HStack gap="1" dir="ltr">
              {queue && (
                <IconButton
                  size="sm"
                  variant="ghost"
                  aria-label={t('queue.previous')}
                  title={t('queue.previous')}
                  disabled={queue.index === 0}
                  onClick={() => void playQueue.previous()}
                >
                  <PlayerIcon name="previousVerse" />
                </IconButton>
              )}
              <IconButton
                aria-label={isPlaying ? t('pause') : t('play')}
                title={isPlaying ? t('pause') : t('play')}
                rounded="full"
                colorPalette="primary"
                onClick={() => void playerStore.toggle()}
              >
                <PlayerIcon name={isPlaying ? 'pause' : 'play'} />
              </IconButton>
              {queue && (
                <IconButton
                  size="sm"
                  variant="ghost"
                  aria-label={t('queue.next')}
                  title={t('queue.next')}
                  disabled={queue.index === queue.entries.length - 1}
                  onClick={() => void playQueue.next()}
                >
                  <PlayerIcon name="nextVerse" />
                </IconButton>
              )}
            </HStack>
            <IconButton
              size="sm"
              variant={panelOpen ? 'subtle' : 'ghost'}
              aria-label={t('queue.show')}
              title={t('queue.show')}
              aria-expanded={panelOpen}
              aria-controls={panelOpen ? panelId : undefined}
              data-queue-toggle=""
              onClick={() => setPanelOpen(!panelOpen)}
            >
              <PlayerIcon name="queue" />
            </IconButton>
            <IconButton
              aria-label={t('mini.close')}
              title={t('mini.close')}
              variant="ghost"
              onClick={() => playerStore.close()}
            >
              <PlayerIcon name="close" />
            </IconButton>
          </Flex>
        </Box>
      </Box>
    </>
  );
}
