/** "Need help?": short answers about offline reading, installing and languages. */
import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppIcon } from '@client/components/icons/app-icon';
import type { IconName } from '@domain/icon-paths';
import { useDocumentTitle } from '@client/hooks/use-document-title';
import { PageHeading } from '@client/startup/page-heading';
import { PageContainer } from './page-container';

const TOPICS = [
  { key: 'offline', icon: 'download' },
  { key: 'install', icon: 'home' },
  { key: 'language', icon: 'globe' },
] as const satisfies readonly { key: string; icon: IconName }[];

export function HelpScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('help.title'));
  return (
    <PageContainer>
      <Stack gap="8">
        <Stack gap="3" maxW="2xl">
          <PageHeading
            fontFamily="heading"
            fontWeight="semibold"
            textStyle={{ base: '3xl', md: '4xl' }}
          >
            {t('help.title')}
          </PageHeading>
          <Text textStyle="lg" color="fg.muted">
            {t('help.lead')}
          </Text>
        </Stack>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
          {TOPICS.map((topic) => (
            <Box
              as="section"
              key={topic.key}
              bg="bg.panel"
              borderWidth="1px"
              borderColor="border.muted"
              rounded="2xl"
              p="6"
            >
              <AppIcon name={topic.icon} boxSize="6" color="primary.fg" mb="3" />
              <Heading as="h2" textStyle="lg" fontFamily="heading" fontWeight="semibold" mb="2">
                {t(`help.${topic.key}Title`)}
              </Heading>
              <Text color="fg.muted" textStyle="sm" lineHeight="1.7">
                {t(`help.${topic.key}Body`)}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Stack>
    </PageContainer>
  );
}
