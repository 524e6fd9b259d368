/**
 * The mini-player docked at the bottom of the shell: the poem's title (a link back to the poem),
 * the time reached, play/pause, close, and a thin progress line. After a reload it offers the last
 * recitation paused at its saved time (../resume). Shown while a recitation is loaded and no full
 * player is on screen; a spacer keeps it from covering the end of the page.
 */
import { Box, Flex, IconButton, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PlayerIcon } from './player-icon';
import { formatTime } from '../lib/format-time';
import { playerStore } from '../store/player';
import { usePlayer } from '../store/use-player';
import '@client/i18n/namespaces/player';

const HEIGHT = '64px';

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
  if (!track || hidden) return null;
  return (
    <>
      <Box h={HEIGHT} aria-hidden="true" />
      <Box
        as="section"
        aria-label={t('mini.region')}
        data-mini-player=""
        position="fixed"
        insetInline="0"
        bottom="0"
        zIndex="sticky"
        h={HEIGHT}
        pb="env(safe-area-inset-bottom)"
        bg="bg.panel"
        borderTopWidth="1px"
        shadow="lg"
      >
        <ProgressLine />
        <Flex h="full" align="center" gap="2" px="3" maxW="3xl" mx="auto">
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
          <ElapsedTime />
          <IconButton
            aria-label={isPlaying ? t('pause') : t('play')}
            title={isPlaying ? t('pause') : t('play')}
            rounded="full"
            colorPalette="primary"
            onClick={() => void playerStore.toggle()}
          >
            <PlayerIcon name={isPlaying ? 'pause' : 'play'} />
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
    </>
  );
}
