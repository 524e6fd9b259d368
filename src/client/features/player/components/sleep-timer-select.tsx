/**
 * The sleep timer's choice (off, end of this recitation, 15, 30 or 60 minutes) and, while it
 * runs, when playback stops. Choosing "off" cancels it. In the full player and the
 * mini-player's panel; both show the one timer (../store/sleep-timer.ts).
 */
import { HStack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '@client/components/ui/native-select';
import { numberFormat } from '@client/lib/number-format';
import { formatTime } from '../lib/format-time';
import { sleepTimer } from '../store/player';
import { SLEEP_MINUTES, type SleepChoice } from '../store/sleep-timer';
import { useSleep } from '../store/use-queue';
import '@client/i18n/namespaces/player';

/** Seconds until `endsAt`, refreshed every second while there is one. */
function useSecondsLeft(endsAt: number | null): number | null {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (endsAt === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [endsAt]);
  return endsAt === null ? null : Math.max(0, Math.ceil((endsAt - now) / 1000));
}

export function SleepTimerSelect() {
  const { t, i18n } = useTranslation('player');
  const sleep = useSleep();
  const left = useSecondsLeft(sleep?.endsAt ?? null);
  const format = numberFormat(i18n.language);
  return (
    <HStack gap="2" wrap="wrap" data-sleep-timer="">
      <NativeSelect.Root size="sm" width="auto">
        <NativeSelect.Field
          aria-label={t('sleep.label')}
          title={t('sleep.label')}
          value={sleep ? String(sleep.choice) : 'off'}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (value === 'off') return sleepTimer.cancel();
            sleepTimer.start((value === 'end' ? 'end' : Number(value)) as SleepChoice);
          }}
        >
          <option value="off">{t('sleep.off')}</option>
          <option value="end">{t('sleep.end')}</option>
          {SLEEP_MINUTES.map((minutes) => (
            <option key={minutes} value={String(minutes)}>
              {t('sleep.minutes', { n: format.format(minutes) })}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {sleep && (
        <Text textStyle="sm" color="fg.muted" data-sleep-status="">
          {left === null ? t('sleep.atEnd') : t('sleep.stopsIn', { time: formatTime(left) })}
        </Text>
      )}
    </HStack>
  );
}
