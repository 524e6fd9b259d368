/**
 * What the administrator must know before timing: an earlier draft on this device (the
 * dashboard's one offer: restore or discard), cues of the saved WebVTT that no longer match a verse (the poem
 * was edited after timing: the matching verses kept their timing), verses still untimed,
 * an unreadable saved file, and why the last save did not happen.
 */
import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { DraftRow } from '@client/db/db';
import '@client/i18n/namespaces/admin-form';
import { DraftOffer } from '../form/draft-offer';
import type { SaveNotice } from './use-save-vtt';

interface Props {
  offer: DraftRow | null;
  onRestore: () => void;
  onDiscard: () => void;
  unmatchedCues: number;
  untimed: number;
  invalidSaved: boolean;
  saveNotice: SaveNotice;
}

export function TimingNotices(props: Props) {
  const { t } = useTranslation('admin-vtt');
  return (
    <Stack gap="2">
      {props.offer && (
        <DraftOffer
          savedAt={props.offer.savedAt}
          onRestore={props.onRestore}
          onDiscard={props.onDiscard}
        />
      )}
      {props.unmatchedCues > 0 && (
        <Text color="fg.warning" data-testid="unmatched-cues">
          {t('notice.unmatched', { n: props.unmatchedCues })}
        </Text>
      )}
      {props.invalidSaved && <Text color="fg.warning">{t('notice.invalidSaved')}</Text>}
      {props.untimed > 0 && (
        <Text color="fg.muted">{t('notice.untimed', { n: props.untimed })}</Text>
      )}
      {props.saveNotice && (
        <Text role="alert" color="fg.error">
          {t(props.saveNotice === 'offline' ? 'save.offline' : 'save.incomplete')}
        </Text>
      )}
    </Stack>
  );
}
