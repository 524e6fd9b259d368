/** The home hero: what Taalif is, and the two ways in (poems, poets). */
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AppIcon } from '@client/components/icons/app-icon';
import { PageHeading } from '@client/startup/page-heading';
import { StarOrnament } from './star-ornament';

export function HomeHero() {
  const { t } = useTranslation('home');
  return (
    <Box
      as="section"
      aria-labelledby="home-hero-title"
      position="relative"
      overflow="hidden"
      rounded={{ base: '2xl', md: '3xl' }}
      borderWidth="1px"
      borderColor="border.muted"
      bgGradient="to-br"
      gradientFrom="primary.subtle"
      gradientVia="bg.panel"
      gradientTo="secondary.subtle/60"
      px={{ base: '5', sm: '10', lg: '14' }}
      py={{ base: '10', sm: '14', lg: '20' }}
    >
      <StarOrnament
        position="absolute"
        insetEnd={{ base: '-28', md: '-10' }}
        top={{ base: '-20', md: '50%' }}
        transform={{ md: 'translateY(-50%)' }}
        boxSize={{ base: '64', md: '96' }}
        color="primary.fg"
        opacity={{ base: 0.12, md: 0.22 }}
      />
      <Stack position="relative" gap={{ base: '5', md: '6' }} maxW="2xl">
        <Text
          textStyle="sm"
          fontWeight="semibold"
          letterSpacing="wider"
          textTransform="uppercase"
          color="primary.fg"
        >
          {t('hero.eyebrow')}
        </Text>
        <PageHeading
          id="home-hero-title"
          fontFamily="heading"
          fontWeight="semibold"
          letterSpacing="tight"
          fontSize={{ base: '2.125rem', sm: '5xl', lg: '6xl' }}
          lineHeight="1.12"
          textWrap="balance"
        >
          {t('hero.title')}
        </PageHeading>
        <Text
          fontSize={{ base: 'md', md: 'lg' }}
          color="fg.muted"
          lineHeight="1.7"
          maxW="xl"
          textWrap="pretty"
        >
          {t('hero.lead')}
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" pt="2">
          <Button
            asChild
            size={{ base: 'md', md: 'lg' }}
            rounded="full"
            px="6"
            w={{ base: 'full', sm: 'auto' }}
          >
            <RouterLink to="/poems">
              <AppIcon name="book" />
              {t('hero.explorePoems')}
            </RouterLink>
          </Button>
          <Button
            asChild
            size={{ base: 'md', md: 'lg' }}
            rounded="full"
            px="6"
            w={{ base: 'full', sm: 'auto' }}
            variant="outline"
            colorPalette="gray"
            bg="bg.panel/60"
          >
            <RouterLink to="/poets">
              <AppIcon name="poets" />
              {t('hero.discoverPoets')}
            </RouterLink>
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
