/**
 * One poem in the list: title (the link), poet, the opening verse, theme, year, recitation and
 * counters; "also written: …" when the search found it through other spellings.
 */
import { Badge, Box, chakra, HStack, Heading, LinkOverlay, LinkBox, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Poem, Poet, Theme } from '@domain/schemas';
import { splitStanzas, splitVerses } from '@domain/words/split-stanzas';
import { AppIcon } from '@client/components/icons/app-icon';
import { pickLocalized } from '@domain/i18n/pick-localized';
import { useReaderLanguage } from '@client/lib/localized-text';
import { numberFormat } from '@client/lib/number-format';

export function PoemListItem({
  poem,
  poet,
  theme,
  hasAudio,
  alsoWritten,
}: {
  poem: Poem;
  poet: Poet | undefined;
  theme: Theme | undefined;
  hasAudio: boolean;
  /** The other spellings of the search this poem holds. */
  alsoWritten?: readonly string[];
}) {
  const { t } = useTranslation('poems');
  const { language, locale } = useReaderLanguage();
  const number = numberFormat(locale);
  const firstVerse = splitVerses(splitStanzas(poem.content)[0] ?? '')[0]?.trim();
  const themeName = pickLocalized(theme?.name, language)?.text;

  return (
    <LinkBox
      as="article"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border.muted"
      rounded="xl"
      p={{ base: '4', md: '5' }}
      transition="border-color 0.15s"
      _hover={{ borderColor: 'primary.muted' }}
      _focusWithin={{ borderColor: 'primary.solid' }}
    >
      <Heading
        as="h2"
        fontFamily="heading"
        textStyle={{ base: 'lg', md: 'xl' }}
        fontWeight="semibold"
        lang="wo"
      >
        {/* The heading follows the page's direction (right-aligned in Arabic, like its block);
            the Latin title inside is an isolated left-to-right run. */}
        <LinkOverlay asChild>
          <RouterLink to="/poem/$id" params={{ id: poem.id }} dir="ltr">
            {poem.title}
          </RouterLink>
        </LinkOverlay>
      </Heading>
      {poet && (
        <Text color="fg.muted" mt="1" dir="auto">
          {poet.name}
          {poem.year !== null && ` · ${poem.year}`}
        </Text>
      )}
      {alsoWritten && alsoWritten.length > 0 && (
        <Text textStyle="sm" mt="1" data-also-written="">
          {t('list.alsoWritten')}{' '}
          <chakra.span lang="wo" fontWeight="semibold">
            {alsoWritten.join(', ')}
          </chakra.span>
        </Text>
      )}
      {firstVerse && (
        <Text
          fontFamily="heading"
          fontStyle="italic"
          color="fg.muted"
          mt="3"
          lineClamp={2}
          lang="wo"
          dir="ltr"
        >
          {firstVerse}
        </Text>
      )}
      <HStack gap="2" mt="4" wrap="wrap" color="fg.muted" textStyle="sm">
        {themeName && (
          <Badge variant="subtle" colorPalette="secondary">
            {themeName}
          </Badge>
        )}
        {hasAudio && (
          <Badge variant="subtle" colorPalette="primary">
            <AppIcon name="audio" />
            {t('list.recitation')}
          </Badge>
        )}
        <Box as="span" ms="auto">
          {t('list.counters', {
            views: number.format(poem.views),
            likes: number.format(poem.likes),
          })}
        </Box>
      </HStack>
    </LinkBox>
  );
}
