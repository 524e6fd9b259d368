/** Previous verse, −10 s, play/pause, +10 s, next verse. */
import { HStack, IconButton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PlayerIcon, type PlayerIconName } from './player-icon';

export interface PlayerActions {
  toggle: () => void;
  seek: (seconds: number) => void;
  skip: (seconds: number) => void;
  stepVerse: (direction: -1 | 1) => void;
}

interface PlayerControlsProps {
  actions: PlayerActions;
  isPlaying: boolean;
  isWaiting: boolean;
  hasVerses: boolean;
  disabled: boolean;
}

export function PlayerControls({
  actions,
  isPlaying,
  isWaiting,
  hasVerses,
  disabled,
}: PlayerControlsProps) {
  const { t } = useTranslation('player');
  const side = (label: string, icon: PlayerIconName, onClick: () => void, off = false) => (
    <IconButton
      aria-label={label}
      title={label}
      variant="ghost"
      size="md"
      onClick={onClick}
      disabled={disabled || off}
    >
      <PlayerIcon name={icon} />
    </IconButton>
  );
  return (
    <HStack justify="center" gap={{ base: 0, sm: 2 }} dir="ltr">
      {side(t('previousVerse'), 'previousVerse', () => actions.stepVerse(-1), !hasVerses)}
      {side(t('back'), 'back', () => actions.skip(-10))}
      <IconButton
        aria-label={isPlaying ? t('pause') : t('play')}
        title={isPlaying ? t('pause') : t('play')}
        aria-busy={isWaiting || undefined}
        size="xl"
        rounded="full"
        colorPalette="primary"
        onClick={actions.toggle}
        disabled={disabled}
        data-player-toggle=""
      >
        <PlayerIcon name={isPlaying ? 'pause' : 'play'} boxSize="1.5em" />
      </IconButton>
      {side(t('forward'), 'forward', () => actions.skip(10))}
      {side(t('nextVerse'), 'nextVerse', () => actions.stepVerse(1), !hasVerses)}
    </HStack>
  );
}
