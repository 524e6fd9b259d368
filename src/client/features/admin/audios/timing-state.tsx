/** Whether a recording is timed (has WebVTT cues), and whether that timing awaits a review. */
import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { needsTimingReview } from '@domain/vtt/timing-review';

export type TimingState = 'yes' | 'no' | 'review';

export const timingStateOf = (vtt: string | null): TimingState =>
  !vtt?.trim() ? 'no' : needsTimingReview(vtt) ? 'review' : 'yes';

export function TimingBadge({ vtt }: { vtt: string | null }) {
  const { t } = useTranslation('admin-audios');
  const state = timingStateOf(vtt);
  const palette = state === 'yes' ? 'success' : state === 'review' ? 'warning' : 'gray';
  return (
    <Badge colorPalette={palette} variant="subtle" data-timing={state}>
      {t(`timed.${state}`)}
    </Badge>
  );
}
