/**
 * The playback and timing buttons: play/pause, the three speeds, the large stamp button
 * (the touch screen's Space), undo, the nudges of the selected verse's start, play the
 * selected verse, the automatic draft and the zoom. Each button says its key in its title.
 */
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PLAYBACK_RATES } from './lib/generator-key-action';

interface Props {
  playing: boolean;
  rate: number;
  /** 1-based number of the verse the next stamp starts, or null when every verse is timed. */
  nextVerse: number | null;
  canUndo: boolean;
  hasSelection: boolean;
  canDraft: boolean;
  onToggle: () => void;
  onRate: (rate: number) => void;
  onStamp: () => void;
  onUndo: () => void;
  onNudge: (seconds: number) => void;
  onPlayVerse: () => void;
  onDraft: () => void;
  onZoom: (step: 1 | -1) => void;
}

const NUDGES = [-1, -0.1, 0.1, 1] as const;

export function SyncControls(props: Props) {
  const { t } = useTranslation('admin-vtt');
  return (
    <Stack gap="3">
      <HStack gap="2" wrap="wrap">
        <Button onClick={props.onToggle} title={t('keys.toggle')} minW="24">
          {props.playing ? t('controls.pause') : t('controls.play')}
        </Button>
        <HStack gap="1" role="group" aria-label={t('controls.speed')} dir="ltr">
          {PLAYBACK_RATES.map((rate) => (
            <Button
              key={rate}
              variant={props.rate === rate ? 'solid' : 'outline'}
              aria-pressed={props.rate === rate}
              onClick={() => props.onRate(rate)}
              title={t('keys.rate')}
            >
              {t('controls.rate', { rate })}
            </Button>
          ))}
        </HStack>
        <Button variant="outline" onClick={() => props.onZoom(-1)}>
          {t('controls.zoomOut')}
        </Button>
        <Button variant="outline" onClick={() => props.onZoom(1)}>
          {t('controls.zoomIn')}
        </Button>
      </HStack>
      <Button
        size="2xl"
        h={{ base: '24', md: '16' }}
        colorPalette="orange"
        onClick={props.onStamp}
        disabled={props.nextVerse === null}
        title={t('keys.stamp')}
        data-testid="stamp-button"
      >
        {props.nextVerse === null
          ? t('controls.allStamped')
          : t('controls.stamp', { verse: props.nextVerse })}
      </Button>
      <HStack gap="2" wrap="wrap">
        <Button
          variant="outline"
          onClick={props.onUndo}
          disabled={!props.canUndo}
          title={t('keys.undo')}
        >
          {t('controls.undo')}
        </Button>
        {/* Time runs left to right on the waveform, in every language: so do these. */}
        <HStack gap="1" role="group" aria-label={t('controls.nudge')} dir="ltr">
          {NUDGES.map((seconds) => (
            <Button
              key={seconds}
              variant="outline"
              disabled={!props.hasSelection}
              onClick={() => props.onNudge(seconds)}
              aria-label={t(seconds < 0 ? 'controls.nudgeEarlier' : 'controls.nudgeLater', {
                seconds: Math.abs(seconds),
              })}
              title={t('keys.nudge')}
            >
              {seconds > 0 ? `+${seconds}` : `−${Math.abs(seconds)}`}
            </Button>
          ))}
        </HStack>
        <Button
          variant="outline"
          onClick={props.onPlayVerse}
          disabled={!props.hasSelection}
          title={t('keys.playVerse')}
        >
          {t('controls.playVerse')}
        </Button>
        <Button variant="outline" onClick={props.onDraft} disabled={!props.canDraft}>
          {t('controls.draft')}
        </Button>
      </HStack>
      <Text textStyle="xs" color="fg.muted">
        {t('keys.summary')}
      </Text>
    </Stack>
  );
}
