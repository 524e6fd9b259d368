/** The /404 page: what happened and the way back home. */
import { Button, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@client/hooks/use-document-title';
import { PageHeading } from '@client/startup/page-heading';

export function NotFoundScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <Stack gap="5" align="center" textAlign="center" maxW="md">
      <Text
        aria-hidden="true"
        fontFamily="heading"
        fontSize={{ base: '7xl', md: '8xl' }}
        lineHeight="1"
        color="primary.fg"
        letterSpacing="tight"
      >
        404
      </Text>
      <PageHeading
        fontFamily="heading"
        fontWeight="semibold"
        textStyle={{ base: '2xl', md: '3xl' }}
      >
        {t('notFound.title')}
      </PageHeading>
      <Text color="fg.muted">{t('notFound.body')}</Text>
      <Button asChild rounded="full" px="6">
        <RouterLink to="/">{t('notFound.back')}</RouterLink>
      </Button>
    </Stack>
  );
}
