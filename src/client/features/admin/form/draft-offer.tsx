/** The offer of an earlier unsaved draft of this form: restore it or discard it. */
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DAY_AND_TIME, useDateFormat } from '../resource/use-date-format';

interface Props {
  savedAt: number;
  onRestore: () => void;
  onDiscard: () => void;
}

export function DraftOffer({ savedAt, onRestore, onDiscard }: Props) {
  const { t } = useTranslation('admin-form');
  const time = useDateFormat(DAY_AND_TIME).format(new Date(savedAt));
  return (
    <Stack
      as="section"
      aria-labelledby="draft-title"
      gap="3"
      p="4"
      rounded="xl"
      borderWidth="1px"
      borderColor="info.muted"
      bg="info.subtle"
      data-testid="draft-offer"
    >
      <Stack gap="1">
        <Text id="draft-title" fontWeight="semibold">
          {t('draft.title')}
        </Text>
        <Text>{t('draft.body', { time })}</Text>
      </Stack>
      <HStack gap="2" wrap="wrap">
        <Button size="sm" onClick={onRestore}>
          {t('draft.restore')}
        </Button>
        <Button size="sm" variant="outline" onClick={onDiscard}>
          {t('draft.discard')}
        </Button>
      </HStack>
    </Stack>
  );
}
