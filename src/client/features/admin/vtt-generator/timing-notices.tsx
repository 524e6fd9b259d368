/**
 * What the administrator must know before timing: a draft restored from this device (with
 * its time, and "discard"), cues of the saved WebVTT that no longer match a verse (the poem
 * was edited after timing: the matching verses kept their timing), verses still untimed,
 * an unreadable saved file, and why the last save did not happen.
 */
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useReaderLanguage } from '@client/lib/localized-text';
import type { SaveNotice } from './use-save-vtt';

interface Props {
  restoredAt: number | null;
  onDiscard: () => void;
  unmatchedCues: number;
  untimed: number;
  invalidSaved: boolean;
  saveNotice: SaveNotice;
}

export function TimingNotices(props: Props) {
  const { t } = useTranslation('admin-vtt');
  const { locale } = useReaderLanguage();
  const when =
    props.restoredAt === null
      ? ''
      : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
          props.restoredAt,
        );
  return (
    <Stack gap="2">
      {props.restoredAt !== null && (
        <HStack
          gap="3"
          wrap="wrap"
          p="3"
          rounded="lg"
          bg="info.subtle"
          borderWidth="1px"
          borderColor="info.muted"
          data-testid="draft-restored"
        >
          <Text flex="1">{t('draft.restored', { time: when })}</Text>
          <Button size="sm" variant="outline" onClick={props.onDiscard}>
            {t('draft.discard')}
          </Button>
        </HStack>
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
