/** The poet's poems on their page, each a link to the poem, and a link to the filtered poems list. */
import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Poem } from '@domain/schemas';
import { splitStanzas, splitVerses } from '@domain/words';

export function PoetPoems({ poetId, poems }: { poetId: string; poems: Poem[] }) {
  const { t } = useTranslation('poets');
  return (
    <Stack as="section" aria-labelledby="poet-poems-title" gap="4">
      <Heading
        as="h2"
        id="poet-poems-title"
        fontFamily="heading"
        textStyle="xl"
        fontWeight="semibold"
      >
        {t('page.poems')}
      </Heading>
      {poems.length === 0 ? (
        <Text color="fg.muted">{t('page.noPoems')}</Text>
      ) : (
        <Stack
          as="ul"
          gap="0"
          listStyleType="none"
          m="0"
          p="0"
          borderTopWidth="1px"
          borderColor="border.muted"
        >
          {poems.map((poem) => (
            <Stack
              as="li"
              key={poem.id}
              gap="1"
              py="3"
              borderBottomWidth="1px"
              borderColor="border.muted"
            >
              <Link
                asChild
                fontFamily="heading"
                textStyle="lg"
                fontWeight="medium"
                lang="wo"
                dir="ltr"
                w="fit-content"
              >
                <RouterLink to="/poem/$id" params={{ id: poem.id }}>
                  {poem.title}
                </RouterLink>
              </Link>
              <Text
                color="fg.muted"
                fontStyle="italic"
                fontFamily="heading"
                lineClamp={1}
                lang="wo"
                dir="ltr"
              >
                {splitVerses(splitStanzas(poem.content)[0] ?? '')[0]?.trim()}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
      {poems.length > 0 && (
        <Link asChild color="primary.fg" fontWeight="medium" w="fit-content">
          <RouterLink to="/poems" search={{ poet: poetId }}>
            {t('page.searchPoems')}
          </RouterLink>
        </Link>
      )}
    </Stack>
  );
}
