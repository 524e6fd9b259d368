/** An administration screen that is not built yet: its section named, and nothing invented. */
import { Badge, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@client/hooks/use-document-title';
import { PageHeading } from '@client/startup/page-heading';
import { PageContainer } from './page-container';

export function DashboardPlaceholder({ section }: { section: string }) {
  const { t } = useTranslation('shell');
  const title = t('dashboard.title');
  useDocumentTitle(title);
  return (
    <PageContainer>
      <Stack gap="4" maxW="2xl">
        <Badge colorPalette="secondary" variant="subtle" w="fit-content">
          {t('dashboard.badge')}
        </Badge>
        <PageHeading fontFamily="heading" fontWeight="semibold" textStyle="3xl">
          {title}
        </PageHeading>
        {section && (
          <Text fontFamily="mono" textStyle="sm" color="fg.muted" dir="ltr">
            /dashboard/{section}
          </Text>
        )}
        <Text color="fg.muted">{t('dashboard.body')}</Text>
      </Stack>
    </PageContainer>
  );
}
