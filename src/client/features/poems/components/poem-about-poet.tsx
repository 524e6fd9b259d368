/** The "about the poet" card of the poem page: name, dates, a line of biography, and two ways on. */
import { Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Poet } from '@domain/schemas';
import { pickLocalized } from '@domain/i18n/pick-localized';
import { useReaderLanguage } from '@client/lib/localized-text';
import { PickedText } from './shown-language';

/** Memoised: the page renders again when a count changes; the poet has not. */
export const PoemAboutPoet = memo(function PoemAboutPoet({ poet }: { poet: Poet }) {
  const { t } = useTranslation('poems');
  const { language } = useReaderLanguage();
  const biography = pickLocalized(poet.biography, language);
  const years = [poet.birthYear, poet.deathYear].some((y) => y !== null)
    ? `${poet.birthYear ?? '?'} – ${poet.deathYear ?? (poet.status === 'active' ? '' : '?')}`
    : null;
  return (
    <Stack
      as="section"
      aria-labelledby="poem-poet-title"
      gap="3"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border.muted"
      rounded="xl"
      p={{ base: '4', md: '5' }}
    >
      <Text
        textStyle="xs"
        fontWeight="semibold"
        color="fg.muted"
        textTransform="uppercase"
        letterSpacing="wider"
      >
        {t('reader.aboutPoet')}
      </Text>
      <Heading
        as="h2"
        id="poem-poet-title"
        dir="auto"
        textStyle="xl"
        fontFamily="heading"
        fontWeight="semibold"
      >
        {poet.name}
      </Heading>
      {years && <Text color="fg.muted">{years}</Text>}
      {biography && (
        <PickedText picked={biography} color="fg.muted" lineClamp={4} lineHeight="1.6" />
      )}
      <HStack gap="2" wrap="wrap">
        <Button asChild size="sm">
          <RouterLink to="/poet/$id" params={{ id: poet.id }}>
            {t('reader.fullProfile')}
          </RouterLink>
        </Button>
        <Button asChild size="sm" variant="outline">
          <RouterLink to="/poems" search={{ poet: poet.id }}>
            {t('reader.allPoems')}
          </RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
});
