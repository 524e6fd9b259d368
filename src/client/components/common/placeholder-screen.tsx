/** A screen that is announced but not built yet: its title, what it will do, and a way home. No fake data. */
import { Badge, Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AppIcon } from '@client/components/icons/app-icon';
import type { IconName } from '@client/components/icons/icon-paths';
import { useDocumentTitle } from '@client/hooks/use-document-title';
import { PageContainer } from './page-container';

export type PlaceholderScreenName = 'poems' | 'poets' | 'statistics' | 'signIn';

export function PlaceholderScreen({
  screen,
  icon,
}: {
  screen: PlaceholderScreenName;
  icon: IconName;
}) {
  const { t } = useTranslation();
  const title = t(`screens.${screen}.title`);
  useDocumentTitle(title);
  return (
    <PageContainer>
      <Stack gap="6" maxW="2xl">
        <Box color="primary.fg" bg="primary.subtle" rounded="2xl" p="4" w="fit-content">
          <AppIcon name={icon} boxSize="8" />
        </Box>
        <Stack gap="3">
          <Badge colorPalette="secondary" variant="subtle" w="fit-content" size="md">
            {t('placeholder.badge')}
          </Badge>
          <Heading
            as="h1"
            fontFamily="heading"
            textStyle={{ base: '3xl', md: '4xl' }}
            fontWeight="semibold"
          >
            {title}
          </Heading>
          <Text textStyle="lg" color="fg.muted">
            {t(`screens.${screen}.lead`)}
          </Text>
          <Text color="fg.muted">{t('placeholder.body')}</Text>
        </Stack>
        <Button asChild variant="outline" w="fit-content">
          <RouterLink to="/">
            <AppIcon name="arrow" transform="scaleX(-1)" _rtl={{ transform: 'none' }} />
            {t('placeholder.backHome')}
          </RouterLink>
        </Button>
      </Stack>
    </PageContainer>
  );
}
