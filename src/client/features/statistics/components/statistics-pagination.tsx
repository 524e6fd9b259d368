/** Previous / next page of the poems holding the word (a common word occurs in thousands). */
import { Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppIcon } from '@client/components/icons/app-icon';

export function StatisticsPagination({
  page,
  pageCount,
  onPage,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('statistics');
  if (pageCount <= 1) return null;
  return (
    <HStack as="nav" aria-label={t('pages.label')} justify="space-between" gap="3">
      <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <AppIcon name="arrow" transform="scaleX(-1)" _rtl={{ transform: 'none' }} />
        {t('pages.previous')}
      </Button>
      <Text color="fg.muted" textStyle="sm">
        {t('pages.status', { page, total: pageCount })}
      </Text>
      <Button variant="outline" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {t('pages.next')}
        <AppIcon name="arrow" />
      </Button>
    </HStack>
  );
}
