/** The six services of SPEC section 1, as a responsive grid of short blurbs. */
import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppIcon } from '@client/components/icons/app-icon';
import type { IconName } from '@domain/icon-paths';

const SERVICES = [
  { key: 'poems', icon: 'book', palette: 'primary' },
  { key: 'poets', icon: 'poets', palette: 'secondary' },
  { key: 'search', icon: 'search', palette: 'info' },
  { key: 'translations', icon: 'languages', palette: 'primary' },
  { key: 'history', icon: 'history', palette: 'warning' },
  { key: 'audio', icon: 'audio', palette: 'secondary' },
] as const satisfies readonly { key: string; icon: IconName; palette: string }[];

export function ServiceGrid() {
  const { t } = useTranslation('home');
  return (
    <Stack as="section" aria-labelledby="home-services-title" gap={{ base: '6', md: '8' }}>
      <Stack gap="2" maxW="2xl">
        <Heading
          as="h2"
          id="home-services-title"
          fontFamily="heading"
          fontWeight="semibold"
          textStyle={{ base: '2xl', md: '3xl' }}
        >
          {t('services.title')}
        </Heading>
        <Text color="fg.muted" textStyle={{ base: 'md', md: 'lg' }}>
          {t('services.lead')}
        </Text>
      </Stack>
      <SimpleGrid
        as="ul"
        listStyleType="none"
        m="0"
        p="0"
        columns={{ base: 1, sm: 2, md: 3 }}
        gap={{ base: '4', md: '5' }}
      >
        {SERVICES.map((s) => (
          <Box
            as="li"
            key={s.key}
            colorPalette={s.palette}
            bg="bg.panel"
            borderWidth="1px"
            borderColor="border.muted"
            rounded="2xl"
            p={{ base: '5', md: '6' }}
            transition="border-color 0.2s, transform 0.2s"
            _hover={{ borderColor: 'colorPalette.muted', transform: 'translateY(-2px)' }}
          >
            <Box
              display="inline-flex"
              p="2.5"
              rounded="xl"
              bg="colorPalette.subtle"
              color="colorPalette.fg"
              mb="4"
            >
              <AppIcon name={s.icon} boxSize="6" />
            </Box>
            <Heading as="h3" textStyle="lg" fontFamily="heading" fontWeight="semibold" mb="2">
              {t(`services.${s.key}.title`)}
            </Heading>
            <Text color="fg.muted" textStyle="sm" lineHeight="1.7">
              {t(`services.${s.key}.body`)}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
