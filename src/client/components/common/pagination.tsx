/**
 * Previous / next page of a long list, with "page N of M" in the reader's numerals; hidden when
 * everything fits on one page. The screen names the navigation (`label`: "Pages", "Result pages").
 */
import { Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppIcon } from '@client/components/icons/app-icon';
import { useReaderLanguage } from '@client/lib/localized-text';
import { numberFormat } from '@client/lib/number-format';

export function Pagination({
  label,
  page,
  pageCount,
  onPage,
}: {
  label: string;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const { locale } = useReaderLanguage();
  if (pageCount <= 1) return null;
  const number = numberFormat(locale);
  return (
    <HStack as="nav" aria-label={label} justify="space-between" gap="3">
      <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <AppIcon name="arrow" transform="scaleX(-1)" _rtl={{ transform: 'none' }} />
        {t('pages.previous')}
      </Button>
      <Text color="fg.muted" textStyle="sm" aria-current="page">
        {t('pages.status', { page: number.format(page), total: number.format(pageCount) })}
      </Text>
      <Button variant="outline" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {t('pages.next')}
        <AppIcon name="arrow" />
      </Button>
    </HStack>
  );
}
