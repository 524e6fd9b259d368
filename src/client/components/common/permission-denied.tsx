/** SPEC section 6: what a signed-in non-admin sees on any /dashboard path. */
import { Button, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@client/hooks/use-document-title';
import { AppIcon } from '@client/components/icons/app-icon';
import { PageHeading } from '@client/startup/page-heading';
import { PageContainer } from './page-container';

export function PermissionDenied() {
  const { t } = useTranslation('shell');
  useDocumentTitle(t('denied.title'));
  return (
    <PageContainer>
      <Stack gap="5" align="center" textAlign="center" maxW="md" mx="auto" py="10">
        <AppIcon name="shield" boxSize="12" color="warning.fg" />
        <PageHeading fontFamily="heading" fontWeight="semibold" textStyle="3xl">
          {t('denied.title')}
        </PageHeading>
        <Text color="fg.muted">{t('denied.body')}</Text>
        <Button asChild rounded="full" px="6">
          <RouterLink to="/">{t('denied.back')}</RouterLink>
        </Button>
      </Stack>
    </PageContainer>
  );
}
