/**
 * Repeat the current verse, or verses N..M, a number of times or endlessly; then playback goes on
 * (@domain/vtt/repeat-range). Shown only when the recitation has verse timing.
 */
import { useState } from 'react';
import { Box, Button, Flex, Text, chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '@client/components/ui/native-select';
import { useReaderLanguage } from '@client/lib/localized-text';
import { numberFormat } from '@client/lib/number-format';
import { PlayerIcon } from './player-icon';
import { playerStore } from '../store/player';
import { usePlayer } from '../store/use-player';

const TIMES = ['2', '3', '5', '10', 'endless'] as const;

interface RepeatControlsProps {
  verseTexts: string[];
  /** Verses that have a cue, in order (0-based). */
  timedVerses: number[];
  isLoaded: boolean;
  ensureLoaded: () => void;
}

function Choice(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: Array<[string, string]>;
}) {
  return (
    <chakra.label display="flex" flexDirection="column" gap="1" fontSize="sm">
      {props.label}
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={props.value}
          onChange={(e) => props.onChange(e.currentTarget.value)}
        >
          {props.options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </chakra.label>
  );
}

export function RepeatControls({
  verseTexts,
  timedVerses,
  isLoaded,
  ensureLoaded,
}: RepeatControlsProps) {
  const { t } = useTranslation('player');
  const number = numberFormat(useReaderLanguage().locale);
  const [open, setOpen] = useState(false);
  const first = String(timedVerses[0] ?? 0);
  const [from, setFrom] = useState(first);
  const [to, setTo] = useState(first);
  const [times, setTimes] = useState<string>('3');
  const repeat = usePlayer((s) => (isLoaded ? s.repeat : null));
  const current = usePlayer((s) => (isLoaded ? s.currentVerse : null));
  const count = times === 'endless' ? null : Number(times);
  const verseOptions = timedVerses.map((index): [string, string] => [
    String(index),
    // Marked left-to-right: the number and the Wolof words keep their order in the Arabic UI.
    `\u200E${index + 1}. ${(verseTexts[index] ?? '').slice(0, 22)}\u200E`,
  ]);
  const timeOptions = TIMES.map((value): [string, string] => [
    value,
    value === 'endless'
      ? t('repeat.endless')
      : t('repeat.timesValue', { count: number.format(Number(value)) }),
  ]);
  const start = (a: number, b: number) => {
    ensureLoaded();
    playerStore.repeatVerses(a, b, count);
  };
  return (
    <Box>
      <Button size="sm" variant="outline" aria-expanded={open} onClick={() => setOpen(!open)}>
        <PlayerIcon name="repeat" />
        {t('repeat.toggle')}
      </Button>
      {repeat && (
        <Text fontSize="sm" mt="2" role="status">
          {repeat.times === null
            ? t('repeat.activeEndless', {
                from: number.format(repeat.fromVerse + 1),
                to: number.format(repeat.toVerse + 1),
              })
            : t('repeat.active', {
                from: number.format(repeat.fromVerse + 1),
                to: number.format(repeat.toVerse + 1),
                played: number.format(Math.min(repeat.played + 1, repeat.times)),
                times: number.format(repeat.times),
              })}
        </Text>
      )}
      {open && (
        <chakra.fieldset mt="2" p="3" borderWidth="1px" rounded="md">
          <chakra.legend px="1" fontSize="sm" fontWeight="semibold">
            {t('repeat.legend')}
          </chakra.legend>
          <Flex gap="3" wrap="wrap" align="end">
            <Choice
              label={t('repeat.from')}
              value={from}
              onChange={setFrom}
              options={verseOptions}
            />
            <Choice label={t('repeat.to')} value={to} onChange={setTo} options={verseOptions} />
            <Choice
              label={t('repeat.times')}
              value={times}
              onChange={setTimes}
              options={timeOptions}
            />
          </Flex>
          <Flex gap="2" wrap="wrap" mt="3">
            <Button size="sm" onClick={() => start(Number(from), Number(to))}>
              {t('repeat.start')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={current === null}
              onClick={() => current !== null && start(current, current)}
            >
              {t('repeat.verse')}
            </Button>
            {repeat && (
              <Button size="sm" variant="ghost" onClick={() => playerStore.clearRepeat()}>
                {t('repeat.stop')}
              </Button>
            )}
          </Flex>
        </chakra.fieldset>
      )}
    </Box>
  );
}
