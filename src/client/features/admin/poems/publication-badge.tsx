/** A poem's publication state as a small label: drafts and scheduled poems stand out. */
import { Badge, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { publicationState } from '@domain/publication/publication-state';
import '@client/i18n/namespaces/admin';
import { DAY_AND_TIME, useDateFormat } from '../resource/use-date-format';

const PALETTE = { draft: 'orange', scheduled: 'primary', published: 'gray' } as const;

export function PublicationBadge({ publishedAt }: { publishedAt: string | null }) {
  const { t } = useTranslation('admin');
  const date = useDateFormat(DAY_AND_TIME);
  const state = publicationState(publishedAt);
  return (
    <>
      <Badge colorPalette={PALETTE[state]} variant="subtle">
        {t(`poems.state.${state}`)}
      </Badge>
      {state === 'scheduled' && publishedAt && (
        <Text as="span" display="block" textStyle="xs" color="fg.muted">
          {date.format(new Date(publishedAt))}
        </Text>
      )}
    </>
  );
}
