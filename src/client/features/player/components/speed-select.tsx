/** Playback speed, 0.5× to 2× (the pitch is kept: browsers preserve it by default). */

import { useTranslation } from 'react-i18next';
import { NativeSelect } from '@client/components/ui/native-select';
import { PLAYBACK_RATES } from '../store/player-types';
import { playerStore } from '../store/player';
import { usePlayer } from '../store/use-player';
import { numberFormat } from '@client/lib/number-format';

export function SpeedSelect() {
  const { t, i18n } = useTranslation('player');
  const rate = usePlayer((s) => s.rate);
  const format = numberFormat(i18n.language);
  return (
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field
        aria-label={t('speed')}
        title={t('speed')}
        value={String(rate)}
        onChange={(event) => playerStore.setRate(Number(event.currentTarget.value))}
      >
        {PLAYBACK_RATES.map((value) => (
          <option key={value} value={String(value)}>
            {t('speedValue', { rate: format.format(value) })}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
