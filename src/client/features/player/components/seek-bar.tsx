/** The seek bar with elapsed and total time; a native range input, so keys and screen readers work. */
import { Box, Flex, Text, chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../lib/format-time';
import { usePlayer } from '../store/use-player';

interface SeekBarProps {
  isLoaded: boolean;
  /** The duration from the recitation's record, shown until the audio reports its own. */
  knownDuration: number;
  onSeek: (seconds: number) => void;
}

const Range = chakra('input');

export function SeekBar({ isLoaded, knownDuration, onSeek }: SeekBarProps) {
  const { t } = useTranslation('player');
  const time = usePlayer((s) => (isLoaded ? Math.floor(s.currentTime * 10) / 10 : 0));
  const reported = usePlayer((s) => (isLoaded ? s.duration : 0));
  const duration = reported > 0 ? reported : knownDuration;
  const elapsed = formatTime(time);
  const total = formatTime(duration);
  return (
    // Left to right in every language: media progress stands for time, not reading order.
    <Box dir="ltr">
      <Range
        type="range"
        width="100%"
        // A touch target at least 24 px tall (WCAG 2.2, 2.5.8); the track itself stays thin.
        display="block"
        height="6"
        m="0"
        min={0}
        max={duration > 0 ? duration : 1}
        step={0.1}
        value={Math.min(time, duration)}
        onChange={(event) => onSeek(Number(event.currentTarget.value))}
        aria-label={t('seek')}
        aria-valuetext={t('position', { elapsed, total })}
        disabled={duration <= 0}
        accentColor="var(--chakra-colors-primary-solid)"
        cursor="pointer"
        css={{
          '&:focus-visible': {
            outline: '2px solid var(--chakra-colors-primary-focus-ring)',
            outlineOffset: '2px',
          },
        }}
      />
      <Flex
        justify="space-between"
        fontSize="sm"
        color="fg.muted"
        fontVariantNumeric="tabular-nums"
      >
        <Text as="span">
          <chakra.span srOnly>{t('elapsed')} </chakra.span>
          {elapsed}
        </Text>
        <Text as="span">
          <chakra.span srOnly>{t('total')} </chakra.span>
          {total}
        </Text>
      </Flex>
    </Box>
  );
}
